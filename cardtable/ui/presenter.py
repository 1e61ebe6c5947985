"""From a seat's events and view to model changes and motion, one step at a time.

Events are shown in order: each becomes a step that changes the models (a card leaves a hand
for the trick, a trick goes to its winner) and returns the tweens that show the change. After
each action a *sync* step brings the models exactly in line with the seat's view, so what the
table shows is always the view, whatever the events looked like.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cardtable.cards import HIDDEN
from cardtable.engine.events import Event
from cardtable.engine.state import View
from cardtable.ui import animation as anim
from cardtable.ui.animation import Animator, Step, StepResult
from cardtable.ui.games import TableAdapter
from cardtable.ui.models import Slot, TableModel, hand_order
from cardtable.ui.scene import TableScene


class Presenter:
    def __init__(self, model: TableModel, scene: TableScene, adapter: TableAdapter,
                 animator: Animator) -> None:
        self.model, self.scene, self.adapter, self.animator = model, scene, adapter, animator
        self.on_caption: Callable[[int, str], None] = scene.show_caption

    # --- queueing ---------------------------------------------------------------------------
    def show_action(self, events: Iterable[Event], viewer: int | None, view: View,
                    show_hand: bool, after: Callable[[], None] | None = None) -> None:
        """Queue an action's events and the sync to ``view`` as one batch."""
        self.animator.enqueue_all(self.event_steps(events, viewer)
                                  + [self.sync_step(view, show_hand, after)])

    def event_steps(self, events: Iterable[Event], viewer: int | None) -> list[Step]:
        steps: list[Step] = []
        for e in events:
            seen = e.for_seat(-1 if viewer is None else viewer)
            if seen.kind == "trick":
                steps.append(self._hold_trick)
            steps.append(self._shower(seen, viewer))
        return steps

    def _hold_trick(self) -> StepResult:
        return StepResult([], hold=self.animator.ms(anim.TRICK_HOLD_MS))

    def _shower(self, event: Event, viewer: int | None) -> Step:
        return lambda: self._show(event, viewer)

    def sync_step(self, view: View, show_hand: bool,
                  after: Callable[[], None] | None = None) -> Step:
        def step() -> StepResult:
            self.sync_models(view, show_hand)
            result = self.scene.relayout("settle")
            if after is not None:
                after()
            return result

        return step

    def sync_now(self, view: View, show_hand: bool) -> None:
        """Show ``view`` at once, without motion (a handover, a resumed game, a resize)."""
        self.animator.finish_all()
        self.sync_models(view, show_hand)
        for t in self.scene.relayout("settle", instant=True).tweens:
            t.setter(t.end)

    # --- showing one event ------------------------------------------------------------------
    def _show(self, e: Event, viewer: int | None) -> StepResult | None:
        kind = self.adapter.show_event(self.model, e, viewer)
        if kind is None:
            kind = self._show_generic(e, viewer)
        caption = self.adapter.caption(e)
        if caption:
            self.on_caption(e.seat, caption)
        if kind is None:
            return None
        if kind == "hold":  # e.g. a marriage: both cards rise and stay up about a second
            result = self.scene.relayout("settle")
            result.hold = self.animator.ms(anim.MARRIAGE_SHOW_MS)
            return result
        return self.scene.relayout(kind)

    def _show_generic(self, e: Event, viewer: int | None) -> str | None:
        m = self.model
        if e.kind == "deal" and e.seat >= 0:
            for c in e.cards:  # from the pack on the table, if there is one
                slot = m.zone("deck").take_card(HIDDEN) or Slot.new()
                slot.card = c
                self.add_to_hand(e.seat, slot)
            return "deal"
        if e.kind == "play" and e.cards:
            m.play_to_trick(e.seat, e.cards[0])
            return "play"
        if e.kind == "trick" and e.seat >= 0:
            m.collect_trick(e.seat)
            return "collect"
        return None

    def add_to_hand(self, seat: int, slot: Slot) -> None:
        """Into a hand: a face in its sorted place, a back at the end."""
        hand = self.model.hand(seat)
        if slot.card == HIDDEN:
            hand.insert(slot)
            return
        row = 0
        for i, s in enumerate(hand.slots):
            if s.card != HIDDEN and hand_order(s.card) < hand_order(slot.card):
                row = i + 1
        hand.insert(slot, row)

    # --- the truth --------------------------------------------------------------------------
    def lay_pack(self, size: int) -> None:
        """Put the whole pack face down where the deal starts, before the deal's events."""
        self.model.zone("deck").reset([Slot.new() for _ in range(size)])
        for t in self.scene.relayout("settle", instant=True).tweens:
            t.setter(t.end)

    def sync_models(self, view: View, show_hand: bool) -> None:
        m = self.model
        m.raised = set()
        self.adapter.absorb_deck(m)  # what is left of the pack becomes the talon, or goes
        m.zone("deck").sync_cards([])
        for seat in range(m.num_seats):
            if seat == view.seat and show_hand:
                cards = sorted((c for c in range(54) if view.hand >> c & 1), key=hand_order)
                # Cards the seat has not looked at yet (before a blind nil) lie face down.
                cards += [HIDDEN] * (view.hand_sizes[seat] - len(cards))
            else:
                cards = [HIDDEN] * view.hand_sizes[seat]
            m.hand(seat).sync_cards(cards)
        m.sync_trick(view.trick)
        piles = self.adapter.pile_sizes(view)
        if piles is not None:
            for seat, n in enumerate(piles):
                m.pile(seat).sync_cards([HIDDEN] * n)
        self.adapter.sync(m, view, show_hand)
