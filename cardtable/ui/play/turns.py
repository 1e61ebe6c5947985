"""Whose turn it is at the screen: the offer of a person's turn, the hot-seat cover, and undo.

Input is taken only when the screen shows the state: once motion has finished, the person on
turn is offered their turn (the cards they may play lit, the buttons and the choice panel of
the game). At a table of several people (hot-seat) every hand is hidden between their turns
and the next person is asked to take the seat, so nobody sees another's cards.

Undo: against the computer, the person takes back their last decision and the computer's
answers to it, again and again back to the start of the deal. At a table of several people a
move is taken back only if every one agrees (the window asks them); it is the last decision
of any of them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from cardtable.cards import HIDDEN
from cardtable.engine.state import TERMINAL
from cardtable.ui.play.describer import Describer
from cardtable.ui.play.ending import DealEnd, Ending
from cardtable.ui.play.flow import Flow
from cardtable.ui.words.text import words

__all__ = ["Turns"]


class Turns(QObject):
    buttons_changed = Signal(list)  # [(action text, label)]
    # A decision in its own panel on the table: {"title", "text", "buttons": [(action text,
    # label)], "x", "y", "columns"}, or None when there is none (plain values, no widgets).
    choice_changed = Signal(object)
    offers_changed = Signal(list)  # the action texts offered now, in order
    withdrawn = Signal()  # the offers are taken away (an action was taken, a handover)
    handover_needed = Signal(str)  # the name of the next player
    handover_done = Signal()
    turn_ready = Signal(int)  # a human seat may act now
    can_act = Signal(bool)  # whether the person at the table may act now (enables Hint)
    undo_available = Signal(bool)  # whether Undo may take something back now

    def __init__(self, flow: Flow, describer: Describer, ending: Ending) -> None:
        super().__init__(flow)
        self.flow, self.describer = flow, describer
        self.offering = False  # buttons or a choice panel are up for the person on turn
        flow.cleared.connect(lambda: self.withdraw_offers(force=True))
        flow.acted.connect(self._on_acted)
        flow.viewer_to_move.connect(lambda: self.set_interaction(True))
        flow.person_waits.connect(self.offer_turn)
        ending.deal_shown.connect(self._on_deal_shown)

    def _on_acted(self) -> None:
        self.set_interaction(False)
        self.withdraw_offers()

    def _on_deal_shown(self, _end: DealEnd) -> None:
        self.withdraw_offers(force=True)
        self.undo_available.emit(False)

    # --- the person on turn -------------------------------------------------------------------
    def offer_turn(self, seat: int) -> None:
        """The table is still and ``seat``, a person, is on turn: if another person sits at
        the screen, cover the table for them; else offer the turn."""
        flow = self.flow
        state, adapter = flow.state, flow.adapter
        if state is None or adapter is None:
            return
        if seat != flow.viewer:
            self.cover_for(seat)
            return
        self.set_interaction(True)
        view = state.view(seat)
        hint = adapter.status_hint(view)
        turn_words = words("table", "Your turn: {hint}.").format(hint=hint) \
            if seat == adapter.you else \
            words("table", "{name}, your turn: {hint}.").format(name=flow.seat_name(seat),
                                                                hint=hint)
        flow.status_changed.emit(f"{flow.refusal} {turn_words}".lstrip())
        buttons = [(str(a), label) for a, label in adapter.button_actions(view)]
        self.buttons_changed.emit(buttons)
        choice = adapter.choice(view)
        self.offers_changed.emit(
            ([str(a) for a, _ in choice.actions + choice.more] if choice else [])
            + [text for text, _ in buttons])
        self.choice_changed.emit(None if choice is None else {
            "title": choice.title, "text": choice.text,
            "buttons": [(str(a), label) for a, label in choice.actions],
            "more": [(str(a), label) for a, label in choice.more], "more_text": choice.more_text,
            "x": choice.x, "y": choice.y, "columns": choice.columns,
            "keep_clear": choice.keep_clear})
        self.offering = True
        self.turn_ready.emit(seat)

    def withdraw_offers(self, force: bool = False) -> None:
        """Take the buttons and the choice panel away (an action was taken, a handover)."""
        if self.offering or force:
            self.offering = False
            self.withdrawn.emit()
            self.buttons_changed.emit([])
            self.choice_changed.emit(None)

    def set_interaction(self, on: bool) -> None:
        """What the person may touch: on their turn, once the table is still, the cards they
        may play lit (the others dimmed) and the game's clickable zones; else nothing."""
        flow = self.flow
        scene, model, adapter, state = flow.scene, flow.model, flow.adapter, flow.state
        if scene is None or model is None or adapter is None:
            return
        self.undo_available.emit(self.can_undo())
        if not on or state is None or not flow.human_on_turn():
            scene.set_interaction(set(), set(), set())
            self.can_act.emit(False)
            return
        self.can_act.emit(not flow.animator.busy)
        view = state.view(flow.viewer)  # type: ignore[arg-type]
        hand = model.hand(flow.viewer).slots  # type: ignore[arg-type]
        if flow.animator.busy:
            # The screen is behind the state: no highlighting yet, but a press on a card of
            # the hand finishes the motion and then acts on what is shown.
            scene.set_interaction(set(), set(), set(), {s.uid for s in hand})
            return
        legal = set(view.legal)
        playable: set[int] = set()
        dimmed: set[int] = set()
        for s in hand:
            if s.card != HIDDEN:  # a hand not looked at yet is only clicked (turned up)
                (playable if adapter.card_action(s.card, view) in legal else dimmed).add(s.uid)
        if not playable:
            dimmed = set()  # a call to make, no card to play: the hand stays readable
        zones = adapter.clickable_zones(view)
        clickable = {s.uid for z in zones for s in model.zone(z).slots}
        scene.set_interaction(playable, dimmed, clickable)
        self.describer.describe_items(set(zones))

    # --- hot-seat -----------------------------------------------------------------------------
    def cover_for(self, seat: int) -> None:
        """Hide every hand at once, then ask the next person to take the seat."""
        flow = self.flow
        assert flow.presenter is not None
        flow.covered = True
        flow.viewer = None
        self.set_interaction(False)
        flow.presenter.sync_now(flow.display_view(), show_hand=False)
        self.withdraw_offers(force=True)
        flow.status_changed.emit(words("table", "Pass the computer to {name}.").format(
            name=flow.seat_name(seat)))
        self.handover_needed.emit(flow.seat_name(seat))

    def confirm_handover(self) -> None:
        flow = self.flow
        state = flow.state
        if not flow.covered or state is None or flow.scene is None or flow.presenter is None:
            return
        flow.covered = False
        flow.viewer = state.current_player
        flow.scene.set_viewer(flow.viewer)
        flow.presenter.sync_now(flow.display_view(), show_hand=True)
        flow.catch_up()
        self.handover_done.emit()
        flow.on_idle()

    def retranslate(self) -> bool:
        """The handover's question or the offer of the turn in the app's language; False if
        neither is up."""
        flow = self.flow
        state = flow.state
        if flow.covered and state is not None and state.current_player != TERMINAL:
            self.handover_needed.emit(flow.seat_name(state.current_player))
            return True
        if self.offering:
            self.offering = False
            flow.on_idle()
            return True
        return False

    # --- undo ---------------------------------------------------------------------------------
    def _undo_seat(self) -> int | None:
        """Whose decisions Undo takes back: the one person's against the computer, any
        person's at a table of several."""
        humans = self.flow.humans
        return humans[0] if len(humans) == 1 else None

    def can_undo(self) -> bool:
        session = self.flow.session
        return (session is not None and bool(session.humans)
                and session.can_undo(1, self._undo_seat()))

    def undo_whose(self) -> str:
        """The name of the person whose decision Undo would take back ("" if none)."""
        session = self.flow.session
        keep = session.undo_target(1, self._undo_seat()) if session is not None else None
        return "" if keep is None or session is None else \
            self.flow.seat_name(session.log[keep].seat)

    def undo(self) -> bool:
        """Take back the last decision of the person (or, hot-seat, of any person: the
        window asks them all first) and everything after it; the table shows the deal as it
        was then, that person on turn. False if there is nothing to take back."""
        flow = self.flow
        session, presenter = flow.session, flow.presenter
        if session is None or presenter is None or not self.can_undo():
            return False
        name = self.undo_whose()
        flow.clear()  # a late answer to the position gone is dropped
        state = session.undo(1, self._undo_seat())
        seat = state.current_player
        if flow.hot_seat and seat != flow.viewer:
            self.cover_for(seat)  # another person's decision: they take the seat again
        else:
            flow.covered = False
            presenter.sync_now(flow.display_view(), flow.viewer is not None)
            flow.catch_up()
        # Said before "your turn" until the next move.
        flow.refusal = words("table", "{name}'s last move was taken back.").format(name=name) \
            if flow.hot_seat else words("table", "Your last move was taken back.")
        flow.status_changed.emit(flow.refusal)
        flow.report_problems()
        flow.go_on()
        self.undo_available.emit(self.can_undo())
        return True
