"""A person's gestures at the table: a drag, a click, a double-click, a button, a letter key.

Each becomes an action of the game, checked against what the screen shows (pressing a card
while motion plays finishes the motion first), refused with the reason if it is not legal
now, or asked about first (a marriage to announce …); a legal one is handed in by the flow's
one road, :attr:`~cardtable.ui.play.flow.Flow.move_handed_in` ``(seat, action)``, as a
computer's decision is.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from cardtable.engine import Action
from cardtable.ui.play.flow import Flow
from cardtable.ui.play.turns import Turns
from cardtable.ui.table.scene import TableScene
from cardtable.ui.words.text import words

__all__ = ["Gestures"]


class Gestures(QObject):
    def __init__(self, flow: Flow, turns: Turns) -> None:
        super().__init__(flow)
        self.flow, self.turns = flow, turns
        flow.scene_changed.connect(self._connect_scene)

    def _connect_scene(self, scene: TableScene) -> None:
        scene.card_dropped.connect(self._on_drop)
        scene.card_clicked.connect(self._on_click)
        scene.card_activated.connect(self._on_activate)
        scene.place_clicked.connect(self._on_place_click)
        scene.pile_clicked.connect(lambda _seat: self.show_last_trick())

    def card_of_uid(self, uid: int) -> tuple[str, int] | None:
        model = self.flow.model
        if model is None:
            return None
        where = model.zone_of_uid(uid)
        if where is None:
            return None
        zone, row = where
        return zone, model.zones[zone].slots[row].card

    # --- actions ------------------------------------------------------------------------------
    def intent(self, action: Action) -> bool:
        """A person asks for ``action``; refused with the reason unless it is legal now."""
        flow = self.flow
        flow.finish_motion()
        state, adapter = flow.state, flow.adapter
        if not flow.human_on_turn() or state is None or adapter is None:
            return False
        view = state.view(flow.viewer)  # type: ignore[arg-type]
        if action not in view.legal:
            flow.refusal = adapter.say(state.why_illegal(action)) + "."
            flow.status_changed.emit(flow.refusal)
            return False
        question = adapter.question_for(action, view)
        if question is not None:
            flow.question = question
            self.turns.set_interaction(False)
            flow.question_asked.emit(question.text)
            return True
        return self.hand_in(state.current_player, action)

    def hand_in(self, seat: int, action: Action) -> bool:
        """``seat``'s move, by the one road; True if the flow took it."""
        self.flow.move_handed_in.emit(seat, action)
        return self.flow.taken

    def answer(self, yes: bool) -> None:
        flow = self.flow
        question, flow.question = flow.question, None
        if question is None:
            return
        flow.question_closed.emit()
        state = flow.state
        seat = state.current_player if state is not None else -1
        actions = list(question.yes if yes else question.no)
        while actions:
            if not self.hand_in(seat, actions.pop(0)):
                break
            state = flow.state
            if actions and state is not None and not state.is_over and \
                    flow.adapter is not None and \
                    flow.adapter.stop_before_rest(state.view(state.current_player)):
                break  # e.g. 66 reached by the announcement: claim now, or lead the card

    def press_button(self, text: str) -> None:
        state = self.flow.state
        if state is not None:
            self.intent(state.parse_action(text))

    def press_key(self, text: str) -> bool:
        """A letter key for an action without a card (C closes the talon …); True if taken."""
        flow = self.flow
        state, adapter = flow.state, flow.adapter
        if not text or state is None or adapter is None or not flow.human_on_turn():
            return False
        flow.finish_motion()
        if not flow.human_on_turn():
            return False
        action = adapter.key_actions(state.view(flow.viewer)).get(text.upper())  # type: ignore[arg-type]
        return action is not None and self.intent(action)

    def card_action(self, card: int) -> Action:
        """Enter or a double-click on a card of the hand: play it (or give it, …)."""
        flow = self.flow
        state, adapter = flow.state, flow.adapter
        assert adapter is not None
        if state is None or flow.viewer is None or state.current_player != flow.viewer:
            return adapter.play_action(card)
        return adapter.card_action(card, state.view(flow.viewer))

    def select(self, found: tuple[str, int] | None) -> bool:
        """A card of the viewer's hand marked or unmarked for a move of several cards (the
        adapter's :meth:`~TableAdapter.marking`); True if the hand is being marked."""
        flow = self.flow
        state, adapter, presenter = flow.state, flow.adapter, flow.presenter
        if found is None or found[0] != f"hand{flow.viewer}" or state is None \
                or adapter is None or presenter is None or not flow.human_on_turn():
            return False
        flow.finish_motion()
        view = state.view(flow.viewer)  # type: ignore[arg-type]
        if not adapter.marking(view):
            return False
        adapter.toggle_mark(found[1], view)
        flow.refusal = ""
        presenter.sync_models(view, True)  # the marks, raised
        self._snap_back()
        return True  # once it has moved, the idle table offers the choice anew

    def _snap_back(self) -> None:
        flow = self.flow
        if flow.scene is not None:
            flow.animator.enqueue(lambda: flow.scene.relayout("settle") if flow.scene else None)

    # --- the scene's gestures -----------------------------------------------------------------
    def _on_drop(self, uid: int, target: str) -> None:
        found = self.card_of_uid(uid)
        if target and self.select(found):
            return
        flow = self.flow
        state, adapter = flow.state, flow.adapter
        done = False
        if found is not None and target and state is not None and adapter is not None \
                and flow.human_on_turn():
            view = state.view(flow.viewer)  # type: ignore[arg-type]
            action = adapter.drop_action(found[1], target, view)
            if action is None:
                flow.refusal = words("table", "That card cannot go there.")
                flow.status_changed.emit(flow.refusal)
            else:
                done = self.intent(action)
        if not done:
            self._snap_back()

    def _on_click(self, uid: int) -> None:
        flow = self.flow
        found, state, adapter = self.card_of_uid(uid), flow.state, flow.adapter
        if found is None or state is None or adapter is None or not flow.human_on_turn():
            return
        if self.select(found):
            return
        zone, _card = found
        action = adapter.clickable_zones(state.view(flow.viewer)).get(zone)  # type: ignore[arg-type]
        if action is not None:
            self.intent(action)

    def _on_place_click(self, name: str) -> None:
        """A game's own item on the felt clicked (the Doppler): its action, if legal."""
        flow = self.flow
        state, adapter = flow.state, flow.adapter
        if state is None or adapter is None or not flow.human_on_turn():
            return
        action = adapter.clickable_zones(state.view(flow.viewer)).get(name)  # type: ignore[arg-type]
        if action is not None:
            self.intent(action)

    def _on_activate(self, uid: int) -> None:
        flow = self.flow
        found, adapter, state = self.card_of_uid(uid), flow.adapter, flow.state
        if found is None or adapter is None or found[0] != f"hand{flow.viewer}":
            return
        if state is not None and flow.viewer is not None and \
                adapter.marking(state.view(flow.viewer)):
            return  # the click of the double-click has marked (or unmarked) the card
        self.intent(self.card_action(found[1]))

    # --- the last trick -----------------------------------------------------------------------
    def show_last_trick(self) -> bool:
        """Show the last trick taken again (over the table, until a click, T or the next
        move); False if no trick has been taken in this deal."""
        flow = self.flow
        model, scene, adapter = flow.model, flow.scene, flow.adapter
        if model is None or scene is None or adapter is None:
            return False
        last = model.last_trick
        if last is None:
            flow.status_changed.emit(words("table", "No trick has been taken yet in this deal."))
            return False
        plays = [(flow.seat_name(seat), card) for seat, card in last.plays]
        winner = next((i for i, (seat, _) in enumerate(last.plays) if seat == last.winner), -1)
        scene.show_last_trick(words("table", "The last trick, taken by {name}").format(
            name=adapter.renderer.seat(last.winner)), plays, winner)
        return True

    def hide_last_trick(self) -> bool:
        return self.flow.hide_last_trick()

    def toggle_last_trick(self) -> bool:
        """T: show the last trick, or put it away."""
        return self.hide_last_trick() or self.show_last_trick()
