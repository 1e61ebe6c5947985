"""Keyboard picking: the arrow keys move a pick along the cards the person may play and the
buttons offered, Enter plays the picked card or presses the picked button. A screen reader is
told what the pick is on."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from cardtable.ui.play.flow import Flow
from cardtable.ui.play.gestures import Gestures
from cardtable.ui.play.turns import Turns
from cardtable.ui.table import table_access

__all__ = ["Picking"]


class Picking(QObject):
    picked_button = Signal(str)  # the action text of the button picked by the keys, or ""
    focus_words = Signal(str)  # what the keyboard pick is on, for a screen reader

    def __init__(self, flow: Flow, gestures: Gestures, turns: Turns) -> None:
        super().__init__(flow)
        self.flow, self.gestures = flow, gestures
        self.selected = -1  # an index into pick_targets()
        self.offered: list[str] = []  # the action texts of the buttons offered now, in order
        turns.offers_changed.connect(self._on_offers)
        turns.withdrawn.connect(self._on_withdrawn)
        flow.acted.connect(self.unpick)
        flow.deal_started.connect(self._forget)

    def _on_offers(self, offered: list[str]) -> None:
        self.offered = offered

    def _on_withdrawn(self) -> None:
        self.offered = []
        self.unpick()

    def _forget(self, *_: object) -> None:
        self.selected = -1  # a new deal: the pick starts again

    def pick_targets(self) -> list[tuple[str, int | str]]:
        """What the arrow keys move along: the cards of the hand the person may play now
        (never one they may not), then the buttons offered (bids, Keep / Take next …)."""
        flow = self.flow
        scene, model = flow.scene, flow.model
        if scene is None or model is None or flow.viewer is None or not flow.human_on_turn():
            return []
        cards: list[tuple[str, int | str]] = []
        for s in model.hand(flow.viewer).slots:
            item = scene.items_by_uid.get(s.uid)
            if item is not None and item.playable:
                cards.append(("card", s.uid))
        return cards + [("button", text) for text in self.offered]

    def pick(self, step: int) -> None:
        """Left/Right: move the keyboard pick along the playable cards and the buttons."""
        self.flow.finish_motion()
        targets = self.pick_targets()
        if not targets:
            self.unpick()
            return
        if 0 <= self.selected < len(targets):
            self.selected = (self.selected + step) % len(targets)
        else:
            self.selected = 0 if step > 0 else len(targets) - 1
        self._show_pick(targets)

    def _show_pick(self, targets: list[tuple[str, int | str]]) -> None:
        kind, what = targets[self.selected]
        scene = self.flow.scene
        assert scene is not None
        for uid, item in scene.items_by_uid.items():
            picked = kind == "card" and uid == what
            if picked or item.selected_by_keyboard:
                item.selected_by_keyboard = picked
                item.set_lift(item.height * 0.08 if picked else 0.0)
                item.update()
        self.picked_button.emit(str(what) if kind == "button" else "")
        card_item = scene.items_by_uid.get(int(what)) if kind == "card" else None
        scene.catch_up_access()
        if card_item is not None and card_item.access is not None:
            self.focus_words.emit(card_item.access.name + ", " + card_item.access.description)
        if card_item is not None:
            table_access.tell_focus(card_item)

    def unpick(self) -> None:
        """No keyboard pick (after each action: what may be played has changed)."""
        if self.selected < 0:
            return
        self.selected = -1
        scene = self.flow.scene
        if scene is not None:
            for item in scene.items_by_uid.values():
                if item.selected_by_keyboard:
                    item.selected_by_keyboard = False
                    item.set_lift(0.0)
                    item.update()
        self.picked_button.emit("")

    def play_picked(self) -> None:
        """Enter: play the picked card, or press the picked button."""
        targets = self.pick_targets()
        if not 0 <= self.selected < len(targets) or self.flow.model is None:
            return
        kind, what = targets[self.selected]
        gestures = self.gestures
        if kind == "button":
            self.unpick()
            gestures.press_button(str(what))
            return
        found = gestures.card_of_uid(int(what))
        if gestures.select(found):
            return  # the pick stays, to mark the next card from there
        self.unpick()
        if found is not None:
            gestures.intent(gestures.card_action(found[1]))
