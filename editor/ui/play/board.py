"""The game on the canvas: the position drawn by the one renderer, the decision shaded, and
clicks (or Enter at the hex cursor) turned into the game's actions.

The canvas shows a document; in play mode it shows a *display document* that no one edits:
its scenario is the game's position (:meth:`GameState.to_scenario`: units where they stand
with the figures they have left, sandbags as they are now), rewritten hex by hex after every
decision, so the canvas repaints only what changed, as it does for an edit. The scenario
being edited is never touched. What a hex of the file cannot hold is given to the canvas
beside it: sandbags dug in over wire, and the airplanes airborne (drawn lifted over their
shadow, where the file holds an airplane alike flying or landed).

:class:`PlayTool` takes the canvas's mouse and keyboard the way an editing tool does. A
click names a hex; what it means depends on the phase: order the unit there, choose the unit
to move or battle with, the destination, the target, the retreat hex; under the Air rules,
the airplane, the units of its strafing run, then where the run ends. A click that is not a
legal action says why in words (:func:`editor.engine.game.explain.why_not`). The decisions
list follows the unit chosen (:meth:`PlayBoard.narrowed`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt

from editor.engine.board import Coord, Side
from editor.engine.game.actions import (AMBUSH, BATTLE, CHANCE_KINDS, CLEAR, DONE_KINDS, EXIT,
                                        HOLD, MOVE, ORDER, RETREAT, SECTION, TAKE_GROUND, TARGET,
                                        Action)
from editor.engine.game.cards import BARRAGE, KINDS
from editor.engine.game.expansions.air import (DIVE, EDGE, ENTER, LAND, LAUNCH, PICK_UP, STRAFE,
                                               Air)
from editor.engine.game.state import M_AGAIN, SECTION_PHASE, GameState
from editor.engine.words import counted
from editor.render.scene import SANDBAGS

from .. import key_names
from ..canvas import ToolEvent
from ..document import Document
from ..inspector import MOVE_BATTLE_COLOUR, MOVE_ONLY_COLOUR, TARGET_COLOUR
from .hand import repeated

if TYPE_CHECKING:
    from ..canvas import Canvas
    from .controller import PlayController

#: Shading of the decision on the map (``#aarrggbb``).
SECTION_COLOUR = "#40ffd54f"      # the sections a card orders
ORDERABLE_COLOUR = "#8c43a047"    # a unit that can still be ordered
ORDERED_COLOUR = "#a01e88e5"      # a unit ordered this turn (still to act, in the moves
                                  # and battles)
ACTED_COLOUR = "#60424242"        # an ordered unit with nothing left to do in this step
ACTOR_COLOUR = "#a0fb8c00"        # the unit chosen to move or battle
RETREAT_COLOUR = "#a08e24aa"      # where a retreat may end
RETREATING_COLOUR = "#a0e53935"   # the unit that retreats
ADVICE_COLOUR = "#c0fdd835"       # the hexes of the decision the AI advised
LAST_COLOUR = "#a000acc1"         # a replay: the hexes of the decision stepped to

#: The shading of a hex a decision names alone: a unit to order, where a retreat may end,
#: an enemy unit to target.
_HEX_DECISION_COLOURS: dict[str, str] = {ORDER: ORDERABLE_COLOUR, RETREAT: RETREAT_COLOUR,
                                         TARGET: TARGET_COLOUR}

#: The text drawn on the hex an airplane's decision ends on, where it says more than the
#: shading: a unit to rescue, a marker to land among.
_PLANE_MARKS: dict[str, str] = {PICK_UP: "rescue", LAND: "land"}

#: What each shading means, in words: the status bar's line about a hex and the map's
#: accessible name at the hex cursor say it (:meth:`PlayBoard.shading_words`). The colours
#: alone told nothing to a player who cannot tell green from red, or blue from grey.
SHADING_WORDS: dict[str, str] = {
    ORDERABLE_COLOUR: "may be ordered",
    ORDERED_COLOUR: "ordered, still to act",
    ACTED_COLOUR: "ordered, done",
    ACTOR_COLOUR: "chosen",
    RETREAT_COLOUR: "may retreat here",
    RETREATING_COLOUR: "retreating",
    TARGET_COLOUR: "target",
    MOVE_BATTLE_COLOUR: "may move here and battle",
    MOVE_ONLY_COLOUR: "may move here, no battle",
    ADVICE_COLOUR: "the AI's advice",
    LAST_COLOUR: "the last decision",
}
#: The texts drawn on hexes (:meth:`PlayBoard.marks`) that say what the hex is for better
#: than its shading does (a unit to rescue is shaded as one to order); the others (a
#: target's dice) are said after the shading's words.
MARK_WORDS: dict[str, str] = {"strafe": "may be strafed", "rescue": "may be rescued",
                              "land": "may land here"}
#: The text drawn on a unit held by Ground Interdiction this turn (it cannot move: the Air
#: rules' Ground Interdiction). What the unit is, not a decision: its hex keeps its shading,
#: and its words are :meth:`PlayBoard.unit_words`'s.
HELD = "held"


#: The decisions that a unit takes from its hex (``Action.a``) once ordered: the map shows
#: which ordered units still have one.
ACTING = frozenset({MOVE, BATTLE, CLEAR, "resupply", STRAFE, DIVE, PICK_UP, LAND})
#: The decisions of a unit chosen on the map (a click on it): its hex is ``Action.a``
#: (EDGE: the airplane flying in, whose ``enter`` decisions are its too).
CHOSEN = ACTING | {LAUNCH}
#: No unit chosen on the map.
NONE = -1


def actions_of(legal: list[Action], actor: int) -> list[Action]:
    """The decisions of the unit on hex ``actor`` (:data:`EDGE`: the airplane flying in):
    what the map offers once it is chosen, and what the decisions list narrows to."""
    if actor == EDGE:
        return [a for a in legal if a.kind == ENTER or (a.kind in CHOSEN and a.a == EDGE)]
    return [a for a in legal if a.kind in CHOSEN and a.a == actor]


def alone_to_act(legal: list[Action], actor: int) -> bool:
    """Whether every decision of ``legal`` is the unit on hex ``actor``'s, or ends the step
    (an Armor Overrun's armor; the last unit to move or battle)."""
    return len(actions_of(legal, actor)) + sum(1 for a in legal if a.kind in DONE_KINDS) \
        == len(legal)


def advice_hexes(a: Action, n: int) -> list[int]:
    """The hexes a decision names on the map: the hex it is taken from (a unit to order,
    move, battle with or retreat; a target) and the hex it ends on."""
    start = a.a if a.kind in CHOSEN | {ORDER, RETREAT, TARGET} and isinstance(a.a, int) \
        else -1
    return [h for h in dict.fromkeys((start, end_of(a))) if 0 <= h < n]


def end_of(a: Action) -> int:
    """The hex a click on which takes decision ``a`` of the unit chosen (-1: none; a strafing
    run is chosen by its units, then its end: :meth:`PlayBoard.click`)."""
    if a.kind == ENTER:
        return cast(int, a.a)  # the hex the airplane flies in to
    if a.kind in (MOVE, BATTLE, LAUNCH, LAND, PICK_UP) and isinstance(a.b, int):
        return a.b if a.b >= 0 else -1  # (a move by the exit has no hex)
    return -1


def air_of(st: GameState) -> Air | None:
    """The Air rules of the game, when the scenario plays them."""
    return next((x for x in st.S.expansions if isinstance(x, Air)), None)


def section_hexes(state: GameState, kind: int, player: int) -> set[int]:
    """Hexes of the sections a section card orders, for ``player`` (the top player's left
    is the map's right)."""
    ck = KINDS[kind]
    if ck.orders is None:
        return set()
    wanted = sum(1 << s for s in range(3) if ck.orders[s])
    sm = state.S.secmask[player]
    return {h for h in range(state.S.n) if sm[h] & wanted}


class PlayBoard:
    """What the canvas shows of the game, and what a click on a hex does."""

    def __init__(self, controller: PlayController, canvas: Canvas) -> None:
        self.controller = controller
        self.canvas = canvas
        self.document = Document(controller.session.scenario.copy())
        self.document.display = True
        #: The unit chosen to move or battle with (a hex number; :data:`EDGE`: the airplane
        #: flying in), or :data:`NONE`.
        self.actor = NONE
        #: The hexes of the enemy units chosen for the chosen airplane's strafing run, in the
        #: order clicked (a run is its units and its end: the end's click takes it).
        self.run: list[int] = []
        #: A card of the hand the player is looking at (its sections are shaded), or -1.
        self.card_preview = -1
        #: A section the player is looking at in the decisions (Infantry Assault's choice:
        #: it is shaded), or -1.
        self.section_preview = -1
        #: The decision the AI advised (Ask the AI) and the number of decisions taken then:
        #: its hexes are shaded until the game moves on.
        self.advice: tuple[Action, int] | None = None
        #: The position shown (``GameState.position_key``).
        self._shown: object = None
        #: The step whose one unit was chosen for the player (Armor Overrun, Behind Enemy
        #: Lines' second move, the last unit to move or battle): chosen once, so that once
        #: let go it stays let go.
        self._chosen_for: object = None
        #: The hex of a unit chosen for the player, not yet clicked: the player's usual
        #: click on the unit, then on where it goes, chooses it rather than letting it go.
        self._given = NONE
        #: Called with a sentence when a click does nothing (why not), or a hint.
        self.say: Callable[[str], None] = lambda _text: None
        #: Called when the unit chosen or its run changed (the decisions list follows).
        self.chosen: Callable[[], None] = lambda: None
        #: Called when the shading changed (the status bar's words about a hex follow).
        self.shaded: Callable[[], None] = lambda: None
        #: The hexes of the last decision taken are shaded (the replay viewer: stepping
        #: through a game, the map showed the position and not what the decision did).
        self.show_last = False

    # --- the position ---------------------------------------------------------------------

    def refresh(self, *, position: bool = True) -> None:
        """Bring the display document to the game's position and the shading to the
        decision now to make. ``position=False`` redoes only the shading: choosing a unit or
        looking at a card changes nothing on the board itself."""
        st = self.controller.session.state
        key = st.position_key() if position else self._shown
        if key != self._shown:  # most decisions (a card, an order) leave the map as it is
            self._shown = key
            new = st.to_scenario()
            old = self.document.scenario
            changed = {c: new.hex(c) for c in old.hexes.keys() | new.hexes.keys()
                       if old.hex(c) != new.hex(c)}
            if changed:
                self.document.show_hexes(changed)
            # Dig-In over wire or hedgehogs: a hex of the document holds one obstacle
            S = st.S
            self.canvas.set_dug_in(S.coords[i] for i in range(S.n) if st.sand[i]
                                   and new.hex(S.coords[i]).obstacle != SANDBAGS)
            # (with the Air rules not in effect the game leaves airplanes off the board)
            self.canvas.set_airborne(S.coords[st.upos[u]] for u in range(len(S.units))
                                     if st.aloft[u] and st.upos[u] >= 0)
        legal = self.controller.legal_for_person()
        if st.phase != "card" or not legal:
            self.card_preview = -1  # the hand looked at is no longer the one to play
        self.settle(st, legal)
        self.canvas.set_zone((self.coord(h) for h in self.zone(st)), SECTION_COLOUR)
        self.canvas.set_tints(self.highlights(st, legal))
        self.canvas.set_marks(self.marks(st, legal))
        self.shaded()

    def shading_words(self, c: Coord) -> str:
        """What the shading of hex ``c`` and the text on it mean, in words ("may move here
        and battle", "target, 3 dice"), then what the Air rules and landing craft make of
        its unit (:meth:`unit_words`); "" for a hex not shaded with nothing to say of its unit."""
        words = SHADING_WORDS.get(self.canvas.tints.get(c, ""), "")
        mark = self.canvas.marks.get(c)
        if mark is not None and mark != HELD:  # (a unit held: said by unit_words)
            words = MARK_WORDS.get(mark, f"{words}, {mark}" if words else mark)
        facts = self.unit_words(c)
        return f"{words}; {facts}" if words and facts else words or facts

    def unit_words(self, c: Coord) -> str:
        """What the map draws of the unit on hex ``c`` by its looks alone, or not at all, in
        words: an airplane airborne (drawn lifted over its shadow) or on the ground, a unit
        held by Ground Interdiction this turn, one aboard a landing craft (a small piece
        under it); "" for none."""
        st = self.controller.session.state
        h = self.hex_number(c)
        u = st.unit_at(h) if h >= 0 else -1
        if u < 0:
            return ""
        S = st.S
        if S.units[u].flies:  # (the Air rules in effect: off, the game has no airplane)
            return "airborne" if st.aloft[u] else "on the ground"
        if u in getattr(st, "air_pin", ()):
            return "held by Ground Interdiction: cannot move this turn"
        if getattr(st, "lc", None) and st.lc[u]:
            return "aboard a landing craft"
        return ""

    def settle(self, st: GameState, legal: list[Action]) -> None:
        """The unit chosen after the game moved: let go when it has nothing left to do (and
        its run when no run strafes its units), or the one unit of an Armor Overrun or a
        second move chosen for the player. The decisions list asks it before it narrows."""
        if self.actor != NONE and not actions_of(legal, self.actor):
            self._drop_actor()
        if self.run and (self.actor == NONE or not any(
                set(self.run) <= hit for _a, hit in self.runs(st, legal))):
            self.run = []
        self._choose_the_one(st, legal)

    def runs(self, st: GameState, legal: list[Action], plane: int | None = None
             ) -> list[tuple[Action, frozenset[int]]]:
        """The strafing runs of the airplane on hex ``plane`` (EDGE: flying in; by default
        the unit chosen), each with the hexes of the units it strafes (a run is chosen on
        the map by those units, then its end)."""
        air = air_of(st)
        plane = self.actor if plane is None else plane
        if air is None or plane == NONE:
            return []
        return [(a, air.strafed(st, a.a, a.b)) for a in actions_of(legal, plane)
                if a.kind == STRAFE]

    def narrowed(self, legal: list[Action]) -> list[Action] | None:
        """The decisions list's rows while a unit is chosen on the map: its decisions, and
        once units are chosen for a strafing run, the runs over them all; ``None`` while no
        unit is chosen (the list holds every decision)."""
        st = self.controller.session.state
        self.settle(st, legal)
        if self.actor == NONE:
            return None
        if self.run:
            want = set(self.run)
            return [a for a, hit in self.runs(st, legal) if want <= hit]
        if alone_to_act(legal, self.actor):
            return None  # the one unit to act (an Armor Overrun...): nothing else to hide
        return actions_of(legal, self.actor)

    def chosen_words(self) -> str:
        """The unit chosen on the map in words (and the units of its run): the decisions
        list's title while it narrows to them."""
        st = self.controller.session.state
        S = st.S
        if self.actor == EDGE:
            who = "The airplane flying in"
        else:
            u = st.unit_at(self.actor)
            who = f"{S.name[self.actor]} {S.units[u].label}" if u >= 0 else S.name[self.actor]
        if self.run:
            who += " strafing " + ", ".join(S.name[h] for h in self.run)
        return who

    def let_go(self) -> None:
        """Escape: the unit chosen is let go (and its hint with it)."""
        if self.actor != NONE:
            self.actor = NONE
            self.run = []
            self._chosen_changed("")

    def _drop_actor(self) -> None:
        """The game let the unit chosen go (it has acted, from the map or the decisions
        list, or its step was taken back): its hint goes with it. "g2: click a shaded hex
        to move there" stayed in the panel after g2's move was taken from the list, or
        after an undo, about a unit no longer chosen."""
        self.actor = NONE
        self.say("")

    def _chosen_changed(self, hint: str) -> None:
        self.refresh(position=False)
        self.say(hint)
        self.chosen()

    def _choose_the_one(self, st: GameState, legal: list[Action]) -> None:
        """When one unit alone may act (an Armor Overrun, Behind Enemy Lines' second move,
        the last unit of a turn's moves or battles with nothing else to decide), it is
        chosen at once, its targets or its reach shown (they showed only after a click on
        it, which nothing on the map asked for), and its hint said, as after a click (the
        unit was outlined with no word on why). A unit chosen so is chosen for its step
        only (the decisions list would stay narrowed to it), and once let go it is not
        chosen again in that step."""
        step = (st.turn, st.phase, st.b_att, len(st.history))
        if step == self._chosen_for:
            return
        self._chosen_for = step
        if self.actor != NONE and self.actor == self._given:
            self._drop_actor()  # chosen for the step before
        self._given = NONE
        if st.phase not in ("overrun", "move-again", "moves", "battles") or not legal:
            return
        if st.phase in ("overrun", "move-again"):
            actors = {a.a for a in legal if a.kind in (MOVE, BATTLE)}
        else:  # a ground unit with every decision but ending the step (not an airplane,
            # whose runs and flights are chosen on the map in steps of their own)
            actors = {a.a for a in legal if a.kind in CHOSEN}
            u = st.unit_at(next(iter(actors))) if len(actors) == 1 else -1
            if u < 0 or st.S.units[u].flies or not alone_to_act(legal, st.upos[u]):
                return
        if len(actors) == 1:
            self.actor = self._given = actors.pop()
            self.say(self._actor_hint(st, legal))

    def coord(self, h: int) -> Coord:
        return self.controller.session.state.S.coords[h]

    def hex_number(self, c: Coord) -> int:
        return self.controller.session.state.S.index.get(c, -1)

    def zone(self, st: GameState) -> set[int]:
        """The sections a card orders: the card looked at in the hand, then the card
        played while its orders are given (tinted over the board, not re-rendered)."""
        if st.phase == "card" and self.card_preview >= 0:
            card = repeated(st, self.card_preview)  # a Counter-Attack: the card it repeats
            return section_hexes(st, card, st.active) if card >= 0 else set()
        if st.phase == SECTION_PHASE and self.section_preview >= 0:
            sm = st.S.secmask[st.active]
            return {h for h in range(st.S.n) if sm[h] >> self.section_preview & 1}
        if st.phase == "orders" and st.card >= 0:
            return section_hexes(st, st.card, st.active)
        return set()

    def highlights(self, st: GameState, legal: list[Action]) -> dict[Coord, str]:
        out: dict[int, str] = {}
        self._unit_highlights(st, legal, out)
        answered = self._answered(st, legal)
        if answered is not None:  # the close assault the defender answers: who assaults whom
            out[answered[0]] = ACTOR_COLOUR
            out[answered[1]] = TARGET_COLOUR
        if Action(TAKE_GROUND) in legal:
            # the hex to take and the unit that would take it: a click on either decides
            out[st.b_thex] = MOVE_ONLY_COLOUR
            if st.upos[st.b_att] >= 0:
                out[st.upos[st.b_att]] = ACTOR_COLOUR
        if self.actor >= 0:
            self._actor_highlights(st, legal, out)
        self._air_highlights(st, legal, out)
        self._advice_highlights(st, legal, out)
        return {self.coord(h): col for h, col in out.items()}

    def _unit_highlights(self, st: GameState, legal: list[Action], out: dict[int, str]
                         ) -> None:
        """The units ordered (those that can still act told from those done), the unit
        retreating, and the hexes a unit may be ordered, retreat to or be targeted on."""
        # While the player moves or battles, the ordered units that can still do so are
        # told from those done (moved, battled, or with no target in reach): all in one
        # blue, the prompt's "1 unit may still battle" had to be found by clicking each.
        acting = st.phase != "orders" and any(a.kind in ACTING for a in legal)
        can_act = {a.a for a in legal if a.kind in ACTING}
        # (the game over, the last turn's units are no more ordered than any other)
        for u in st.ordered if st.phase != "over" else ():
            h = st.upos[u]
            if h >= 0:
                out[h] = ORDERED_COLOUR if not acting or h in can_act else ACTED_COLOUR
        if st.phase == "retreat" and legal and st.r_unit >= 0 and st.upos[st.r_unit] >= 0:
            out[st.upos[st.r_unit]] = RETREATING_COLOUR  # whose retreat it is
        for a in legal:
            colour = _HEX_DECISION_COLOURS.get(a.kind)
            if colour is not None:
                out[a.a] = colour

    def _actor_highlights(self, st: GameState, legal: list[Action], out: dict[int, str]
                          ) -> None:
        """The unit chosen, where it may move (and battle after) and whom it may battle."""
        out[self.actor] = ACTOR_COLOUR
        u = st.unit_at(self.actor)
        moves = [a for a in legal if a.kind == MOVE and a.a == self.actor and a.b != EXIT]
        if moves and u >= 0 and not self.run:
            reach = st.reach(u, st.u_ord[u] if st.phase != "move-again" else M_AGAIN)
            for a in moves:
                _steps, battle = reach.get(a.b, (0, False))
                out[a.b] = MOVE_BATTLE_COLOUR if battle else MOVE_ONLY_COLOUR
        for a in legal:
            if a.kind == BATTLE and a.a == self.actor:
                out[a.b] = TARGET_COLOUR

    def _advice_highlights(self, st: GameState, legal: list[Action], out: dict[int, str]
                           ) -> None:
        """The hexes of the last decision (a replay) and of the AI's advice, while the
        advice is of this moment (dropped once taken, or once the game moved on)."""
        last = next((a for a in reversed(st.history) if a.kind not in CHANCE_KINDS), None) \
            if self.show_last else None
        for h in advice_hexes(last, st.S.n) if last is not None else ():
            out[h] = LAST_COLOUR
        if self.advice is not None and (self.advice[1] != len(self.controller.session.steps)
                                        or self.advice[0] not in legal):
            self.advice = None  # taken, or the game moved on: the advice is of its moment
        for h in advice_hexes(self.advice[0], st.S.n) if self.advice is not None else ():
            out[h] = ADVICE_COLOUR

    def _answered(self, st: GameState, legal: list[Action]) -> tuple[int, int] | None:
        """The hexes of the attacker and the defender of the close assault the person to
        decide answers: the engine's Ambush question, or the close assault held while a
        defender without the card is asked (hot-seat). The map marked the first only: the
        defender saw who assaulted whom only when holding Ambush."""
        if Action(AMBUSH) in legal and st.b_att >= 0 and st.b_tgt >= 0:
            return st.upos[st.b_att], st.upos[st.b_tgt]
        held = self.controller.asking
        if held is not None and legal:  # (legal once the defender has taken the seat)
            return held[0].a, held[0].b
        return None

    def _flying(self, st: GameState, legal: list[Action]) -> int:
        """The airplane whose flight the map shows: the one chosen, else the one flying in
        (nothing else chosen: its hexes show without a click, it has no hex to click)."""
        if self.actor != NONE:
            return self.actor
        return EDGE if any(a.kind == ENTER or (a.kind in CHOSEN and a.a == EDGE)
                           for a in legal) else NONE

    def _air_highlights(self, st: GameState, legal: list[Action], out: dict[int, str]) -> None:
        """The airplane's flight: where it may end (flying in, taking off, landing), the units
        to rescue, the enemy units a strafing run may strafe, and once some are chosen,
        those and where their run may end."""
        plane = self._flying(st, legal)
        if plane == NONE:
            return
        runs, mine = self.runs(st, legal, plane), actions_of(legal, plane)
        want = set(self.run)
        if want:
            for a, hit in runs:
                if want <= hit:
                    for h in hit - want:
                        out[h] = TARGET_COLOUR  # may be strafed too
                    if hit == want:
                        out[a.b[-1]] = MOVE_ONLY_COLOUR  # where the run may end
            for h in want:
                out[h] = ACTOR_COLOUR
            return
        for a in mine:
            if a.kind in (ENTER, LAUNCH, LAND):
                out[end_of(a)] = MOVE_ONLY_COLOUR
            elif a.kind == PICK_UP:
                out[a.b] = ORDERABLE_COLOUR
        for _a, hit in runs:
            for h in hit:
                out[h] = TARGET_COLOUR

    def marks(self, st: GameState, legal: list[Action]) -> dict[Coord, str]:
        """Texts drawn on hexes: the units held by Ground Interdiction this turn ("held");
        the dice of each target of the chosen unit; Air Power's and Barrage's possible
        targets; an airplane's units to strafe ("strafe"), those chosen for its run (its
        die, as a battle's target has its dice: "1 die"), to rescue, and the markers to land
        among (these say the decision of the hex: drawn over "held")."""
        out: dict[Coord, str] = {self.coord(st.upos[u]): HELD
                                 for u in getattr(st, "air_pin", ()) if st.upos[u] >= 0}
        if self.actor >= 0:
            self._battle_marks(st, legal, out)
        if st.phase == "targets" and st.card >= 0:
            # the dice each target would take, as a battle's target shows them: Barrage's
            # 4; Air Power's 2 a hex for the Allies, 1 for the Axis (the rules' words)
            n = 4 if st.card == BARRAGE else (
                2 if st.S.sides[st.active] is Side.ALLIES else 1)
            for a in legal:
                if a.kind == TARGET:
                    out[self.coord(a.a)] = counted(n, 'die', 'dice')
        self._air_marks(st, legal, out)
        return out

    def _battle_marks(self, st: GameState, legal: list[Action], out: dict[Coord, str]
                      ) -> None:
        """The dice the chosen unit would roll on each target it may battle."""
        u = st.unit_at(self.actor)
        if u < 0:
            return
        overrun = st.phase == "overrun"
        dice = {st.upos[t]: n for t, n, _d in st.targets(u, overrun=overrun)}
        for a in legal:
            if a.kind == BATTLE and a.a == self.actor and a.b in dice:
                out[self.coord(a.b)] = counted(dice[a.b], 'die', 'dice')

    def _air_marks(self, st: GameState, legal: list[Action], out: dict[Coord, str]) -> None:
        """The airplane's units to strafe, those chosen for its run, and, no run begun,
        the units to rescue and the markers to land among."""
        plane = self._flying(st, legal)
        if plane == NONE:
            return
        runs, mine = self.runs(st, legal, plane), actions_of(legal, plane)
        want = set(self.run)
        for _a, hit in runs:
            if want <= hit:
                for h in hit - want:
                    out[self.coord(h)] = "strafe"
        for h in want:
            out[self.coord(h)] = counted(1, "die", "dice")
        if want:
            return
        for a in mine:
            word = _PLANE_MARKS.get(a.kind)
            if word is not None:
                out[self.coord(a.b)] = word

    def decisions_at(self, c: Coord) -> list[Action]:
        """The person's decisions a right-click on ``c`` offers (the map's menu in play
        mode): the order, retreat or target of its hex; the decisions of the unit on it;
        and those that end on it or take the unit on it as their target (a move there, a
        battle on it, a Kamikaze dive on it). A Zero's dive and its strafing runs pick the
        same units, and a click cannot tell them apart: the menu names the dive. Strafing
        runs are left to the map's clicks (a unit may be on dozens of them)."""
        ctl = self.controller
        h = self.hex_number(c)
        if h < 0 or not ctl.person_may_act():
            return []
        out = []
        for a in ctl.legal_for_person():
            if a.kind == STRAFE:
                continue
            if (a.kind in (ORDER, RETREAT, TARGET, CLEAR) and a.a == h
                    or a.kind in CHOSEN and a.a == h
                    or (a.kind in CHOSEN or a.kind == ENTER) and end_of(a) == h
                    or a.kind in (DIVE, PICK_UP) and a.b == h):
                out.append(a)
        return out

    # --- clicks ---------------------------------------------------------------------------

    def click(self, c: Coord) -> None:
        """What a click on ``c`` (or Enter with the hex cursor there) does now."""
        ctl = self.controller
        if not ctl.person_may_act():
            self.say(ctl.waiting_for())
            return
        st = ctl.session.state
        h = self.hex_number(c)
        if h < 0:
            return
        legal = ctl.legal_for_person()
        name = st.S.name[h]
        if (self._click_decision(st, h, legal) or self._click_section(st, h, name, legal)
                or self._click_destination(st, h, name, legal)
                or self._click_unit(st, h, legal)):
            return
        self.say(self._why(st, h, name, legal))

    def _click_decision(self, st: GameState, h: int, legal: list[Action]) -> bool:
        """A click that takes the decision of its hex: an order, a retreat's end, a target,
        the ground to take (the hex vacated takes it, the unit holds). Whether it did."""
        ctl = self.controller
        for kind in (ORDER, RETREAT, TARGET):
            a = Action(kind, h)
            if a in legal:
                ctl.act(a)
                if kind == ORDER:
                    self._chosen_by_its_order(h)
                return True
        if Action(TAKE_GROUND) in legal and h in (st.b_thex, st.upos[st.b_att]):
            ctl.act(Action(TAKE_GROUND if h == st.b_thex else HOLD))
            return True
        return False

    def _click_section(self, st: GameState, h: int, name: str, legal: list[Action]) -> bool:
        """A click choosing Infantry Assault's section: the section of the hex clicked, or
        why the hex gives none. Whether a section was to choose."""
        sections = [a.a for a in legal if a.kind == SECTION]
        if not sections:
            return False
        sm = st.S.secmask[st.active][h]
        mine = [s for s in sections if sm >> s & 1]
        if len(mine) == 1:
            self.controller.act(Action(SECTION, mine[0]))
        else:
            words = " and ".join(("left", "center", "right")[s] for s in mine)
            self.say(f"{name} is on the line between the {words} sections: click a hex "
                     "within one section" if mine else
                     f"{name}: no Infantry Assault section to choose there")
        return True

    def _click_destination(self, st: GameState, h: int, name: str, legal: list[Action]
                           ) -> bool:
        """A click on where or whom the unit chosen goes or battles (moving and battling:
        first the unit, then where or whom), its strafing run's units and end; no unit
        chosen, where the airplane flying in ends its move or whom it strafes. Whether the
        click was one of these."""
        if self.actor == NONE:
            return self._click_flying_in(st, h, legal)
        if self.actor == h:
            return False
        if self._run_click(st, h, legal):
            return True
        if self.run and not actions_of(legal, h):  # a run begun: its units, its ends
            self.say(f"{name}: {self._run_hint(st, legal)}")
            return True
        to = next((a for a in actions_of(legal, self.actor) if end_of(a) == h), None)
        if to is not None and not self.run:
            self._act(to)
            return True
        return False

    def _click_flying_in(self, st: GameState, h: int, legal: list[Action]) -> bool:
        """A click for the airplane flying in (its hexes shown unchosen): it ends its move
        there or rescues the unit there, or its strafing run begins with the unit clicked.
        Whether the click was one of these."""
        to = next((a for a in actions_of(legal, EDGE) if end_of(a) == h), None)
        if to is not None:
            self._act(to)
            return True
        if any(h in hit for _a, hit in self.runs(st, legal, EDGE)):
            self.actor = EDGE
            self._run_click(st, h, legal)
            return True
        return False

    def _click_unit(self, st: GameState, h: int, legal: list[Action]) -> bool:
        """A click on a unit with decisions: chooses it, or lets it go if it was chosen (a
        unit chosen for the player: the click chooses it). Whether it had decisions."""
        if not actions_of(legal, h):
            return False
        if self._given == h == self.actor:
            self._given = NONE  # chosen for the player: this click chooses it
        else:
            self.actor = NONE if self.actor == h else h
            self._given = NONE
        self.run = []
        self._chosen_changed(self._actor_hint(st, legal) if self.actor != NONE else "")
        return True

    def _chosen_by_its_order(self, h: int) -> None:
        """The unit whose order, given by a click, ended the orders (the card orders no more):
        the click that ordered it chose it, its reach shown at once (it showed only after
        a second click, which nothing on the map asked for)."""
        ctl = self.controller
        st = ctl.session.state
        if not ctl.person_may_act() or st.phase != "moves":
            return
        legal = ctl.legal_for_person()
        if actions_of(legal, h):
            self.actor = self._given = h
            self.run = []
            self._chosen_changed(self._actor_hint(st, legal))

    def take(self, a: Action) -> None:
        """Decision ``a``, taken from the map's menu (:meth:`decisions_at`): a strafing run
        begun on the map is dropped."""
        self.run = []
        self._act(a)

    def _act(self, a: Action) -> None:
        if self.controller.act(a) and not self.controller.session.over \
                and self._given == NONE:  # (a unit chosen for the player: its hint said)
            self.say("")  # the hint was about the unit that has now acted

    def _run_click(self, st: GameState, h: int, legal: list[Action]) -> bool:
        """A click while the chosen airplane may strafe: on a unit of the run, it is taken
        out; on an enemy unit a run may strafe with them, it is added; on the end of the run
        over exactly the units chosen, the run is flown. Whether the click was one of these."""
        runs = self.runs(st, legal)
        if not runs:
            return False
        want = set(self.run)
        if h in want:
            self.run.remove(h)
        elif any(want | {h} <= hit for _a, hit in runs):
            self.run.append(h)
        else:
            run = next((a for a, hit in runs if want and hit == want and a.b[-1] == h), None)
            if run is None:
                return False
            self._act(run)
            return True
        if not self.run and self.actor == EDGE:
            self.actor = NONE  # (it was chosen by its run's first unit only)
        self._chosen_changed(self._actor_hint(st, legal) if self.actor != NONE else "")
        return True

    def _run_hint(self, st: GameState, legal: list[Action]) -> str:
        """What to click while a strafing run is chosen."""
        want = set(self.run)
        runs = [hit for _a, hit in self.runs(st, legal) if want <= hit]
        what = (["a shaded hex ends the run there"] if want in runs else []) + (
            ["a unit marked 'strafe' joins it"] if any(hit != want for hit in runs) else [])
        return "; ".join(what + ["a unit of the run (marked '1 die') leaves it"])

    def _actor_hint(self, st: GameState, legal: list[Action]) -> str:
        plane = self.actor == EDGE or (self.actor >= 0 and 0 <= st.unit_at(self.actor)
                                       and st.S.units[st.unit_at(self.actor)].flies)
        if plane:
            return self._plane_hint(st, legal)
        name = st.S.name[self.actor]
        moves = sum(1 for a in legal if a.kind == MOVE and a.a == self.actor)
        battles = sum(1 for a in legal if a.kind == BATTLE and a.a == self.actor)
        if moves:
            exit_ = any(a.b == EXIT for a in legal if a.kind == MOVE and a.a == self.actor)
            return (f"{name}: click a shaded hex to move there"
                    + (" (or use the Exit action in the list)" if exit_ else "")
                    + ("; Escape lets it go" if self._given == self.actor
                       else "; click the unit again to choose another"))
        from .panel import wire_then  # (the panel imports this module)

        listed = f"the decisions list ({key_names.keys('Ctrl+3')})"
        wire = (f"removing the wire from its hex ({wire_then(st, self.actor)}) is in {listed}"
                if Action(CLEAR, self.actor) in legal else "")
        if not battles:
            return f"{name}: {wire or f'its decisions are in {listed}'}"
        return (f"{name}: click a target ({battles} in reach, dice shown on each)"
                + (f"; {wire}" if wire else ""))

    def _plane_hint(self, st: GameState, legal: list[Action]) -> str:
        """What to click once an airplane is chosen (or the one flying in, by a unit of its
        strafing run)."""
        who = ("The airplane flying in" if self.actor == EDGE
               else f"{st.S.name[self.actor]}")
        if self.run:
            names = ", ".join(st.S.name[h] for h in self.run)
            return f"{who} strafing {names}: {self._run_hint(st, legal)}"
        kinds = {a.kind for a in actions_of(legal, self.actor)}
        what = []
        if kinds & {MOVE, ENTER, LAUNCH, LAND}:
            what.append("click a shaded hex to fly there")
        if STRAFE in kinds:
            what.append("the units marked 'strafe' then where the run ends")
        if PICK_UP in kinds:
            what.append("the unit marked 'rescue' to take it off")
        said = f"{who}: " + (", or ".join(what) if what else "its decisions are in the list")
        if DIVE in kinds:
            said += "; right-click a unit for its Kamikaze Attack on it"
        return said + ("; Escape lets it go" if self.actor == EDGE
                       else "; click it again to let it go")

    def _why(self, st: GameState, h: int, name: str, legal: list[Action]) -> str:
        from editor.engine.game.explain import why_not

        phase = st.phase
        if phase == "card":  # (the map has nothing to do before the card)
            return f"{name}: first play a command card from the hand ({key_names.keys('Ctrl+2')})"
        if self.actor >= 0:
            kind = MOVE if phase in ("moves", "move-again") else BATTLE
            reason = why_not(st, Action(kind, self.actor, h))
        elif phase == "orders":
            reason = why_not(st, Action(ORDER, h))
        elif phase in ("moves", "move-again"):
            reason = why_not(st, Action(MOVE, h, h))
        elif phase in ("battles", "overrun"):
            reason = why_not(st, Action(BATTLE, h, h))
        elif phase == "retreat":
            reason = why_not(st, Action(RETREAT, h))
        elif phase == "targets":
            reason = why_not(st, Action(TARGET, h))
        elif phase == "take-ground":
            return (f"{name}: click {st.S.name[st.b_thex]} to take ground, or the unit on "
                    f"{st.S.name[st.upos[st.b_att]]} to hold its hex")
        else:
            reason = None
        return reason or f"{name}: nothing to do there now"


class PlayTool:
    """The canvas's tool in play mode: a click or Enter on a hex is a move in the game."""

    name = "play"
    label = "Play"

    def __init__(self, board: PlayBoard) -> None:
        self.board = board

    def activate(self) -> None:
        self.board.canvas.viewport().setCursor(Qt.CursorShape.PointingHandCursor)

    def deactivate(self) -> None:
        pass

    def cancel(self) -> None:
        self.board.let_go()

    def escape(self) -> None:
        """Escape on the map: let the chosen unit go (the game has no selection)."""
        self.cancel()

    def cursor(self) -> Qt.CursorShape:
        return Qt.CursorShape.PointingHandCursor

    def mouse_pressed(self, event: ToolEvent) -> None:
        if event.button == Qt.MouseButton.LeftButton and event.coord is not None:
            self.board.click(event.coord)

    def mouse_moved(self, event: ToolEvent) -> None:
        pass

    def mouse_released(self, event: ToolEvent) -> None:
        pass

    def apply_at(self, c: Coord) -> None:
        self.board.click(c)
