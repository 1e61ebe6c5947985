"""From a seat's events and view to model changes and motion, one step at a time.

Events are shown in order: each becomes a step that changes the models (a card leaves a hand
for the trick, a trick goes to its winner) and returns the tweens that show the change. An
event's chip moves fly in the same step, all together (the antes from every seat into every
compartment at once); a move out of a place that the same event fills first waits for those
chips to land. Events of the kinds a game shows together (Poch's claims) make one step, their
chips leaving one a moment after another. After each action a *sync* step brings the models
exactly in line with the seat's view, so what the table shows is always the view, whatever
the events looked like.

A finished trick either stays in the middle until the next card is played (``trick_waits``,
the default: it is then collected as that card flies in, after it has lain at least a
moment), or lies there a moment and goes to its winner.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from time import monotonic
from typing import Any

from cardtable.cards import HIDDEN, CardSet
from cardtable.engine.chips import ChipMove, Chips, Place
from cardtable.engine.events import Event
from cardtable.engine.state import View
from cardtable.ui.games import TableAdapter
from cardtable.ui.models.table import LastTrick, Slot, TableModel, insert_sorted, last_trick_of
from cardtable.ui.table import animation as anim
from cardtable.ui.table.animation import Animator, Step, StepResult
from cardtable.ui.table.scene import TableScene


def chip_waves(moves: Sequence[ChipMove]) -> list[list[ChipMove]]:
    """An event's chip moves as flights: the same source and destination in one stack, every
    move in the first wave unless it leaves a place on the table that an earlier move of the
    event fills (then it flies once those chips have landed).

    >>> chip_waves([ChipMove(0, "pot", 1), ChipMove(0, "pot", 1), ChipMove("pot", 1, 2)])
    [[ChipMove(source=0, dest='pot', amount=2)], [ChipMove(source='pot', dest=1, amount=2)]]
    """
    merged: dict[tuple[Place, Place], int] = {}
    for m in moves:
        if m.amount > 0 and m.source != m.dest:
            merged[(m.source, m.dest)] = merged.get((m.source, m.dest), 0) + m.amount
    waves: list[list[ChipMove]] = []
    filled: dict[Place, int] = {}  # the last wave bringing chips to a place on the table
    for (source, dest), amount in merged.items():
        k = filled.get(source, -1) + 1 if isinstance(source, str) else 0
        while len(waves) <= k:
            waves.append([])
        waves[k].append(ChipMove(source, dest, amount))
        if isinstance(dest, str):
            filled[dest] = max(filled.get(dest, -1), k)
    return waves


def chips_before(after: Chips, events: Iterable[Event]) -> Chips | None:
    """The chips before ``events`` moved them to ``after``; None if they do not fit."""
    undo = [ChipMove(m.dest, m.source, m.amount) for e in events for m in e.chips]
    try:
        return after.moved(reversed(undo))
    except (ValueError, IndexError):
        return None


# The sound of each kind of motion when its cards land (ui/app/sound.py); a marriage shown and
# chips landing have their own.
MOTION_SOUNDS = {"deal": "deal", "draw": "deal", "flip": "deal", "play": "play",
                 "collect": "trick"}


def _no_sound(name: str) -> None:
    pass


def _no_beat(event: Event) -> int:
    return 0


class Presenter:
    def __init__(self, model: TableModel, scene: TableScene, adapter: TableAdapter[Any],
                 animator: Animator) -> None:
        self.model, self.scene, self.adapter, self.animator = model, scene, adapter, animator
        self.on_caption: Callable[[int, str], None] = model.calls.say  # the bubble shows it
        self.trick_waits = True  # a finished trick stays until the next card is played
        self._laid_at = 0.0  # when the finished trick lying in the middle was laid down
        self.on_sound: Callable[[str], None] = _no_sound  # a sound's name, when it should play
        self.on_event: Callable[[Event], None] | None = None  # each event as it starts to show
        self.also_starting: list[Callable[[Event], None]] = []  # told after on_event
        # ms an event stays in view before the next step (the computers' pace: a Poch
        # showdown, hand by hand), however fast the motion; 0: as the motion says
        self.beat: Callable[[Event], int] = _no_beat
        self.on_landed: Callable[[Event], None] | None = None  # each event once it has landed
        self.also_landed: list[Callable[[Event], None]] = []  # told after on_landed (the
        #                                                       deal's log, the pauses)

    def _landing(self, result: StepResult | None, events: Sequence[Event]) -> StepResult | None:
        """``result``, telling :attr:`on_landed` and :attr:`also_landed` of ``events`` when its
        motion lands (at once when there is none)."""
        hooks = ([self.on_landed] if self.on_landed is not None else []) + self.also_landed
        if not hooks:
            return result

        def told(e: Event) -> None:
            for hook in hooks:
                hook(e)

        if result is None:
            for e in events:
                told(e)
            return None
        before = result.landed

        def land() -> None:
            if before is not None:
                before()
            for e in events:
                told(e)

        result.landed = land
        return result

    def _sounding(self, result: StepResult, *names: str | None) -> StepResult:
        """``result`` with the sounds played when its motion lands."""
        heard = [n for n in names if n]

        def land() -> None:
            for name in heard:
                self.on_sound(name)

        if heard:
            result.landed = land
        return result

    # --- queueing ---------------------------------------------------------------------------
    def show_action(self, events: Iterable[Event], viewer: int | None, view: View,
                    show_hand: bool, after: Callable[[], None] | None = None,
                    hold_lying: bool = True, first: Sequence[Step] = ()) -> None:
        """Queue an action's events and the sync to ``view`` as one batch. ``hold_lying``:
        a finished trick lying in the middle is seen a moment before a card collects it
        (not when the person at the table plays that card: they have seen it). ``first``
        (a new deal's pack) comes before the events, once the chips stand as before them."""
        self.animator.enqueue_all(self.event_steps(events, viewer, view, hold_lying, first=first)
                                  + [self.sync_step(view, show_hand, after)])

    def event_steps(self, events: Iterable[Event], viewer: int | None,
                    view: View | None = None, hold_lying: bool = True,
                    open_hands: bool = False, first: Sequence[Step] = ()) -> list[Step]:
        """One step per event (a trick first stays a moment); with ``view``, the state the
        events lead to, the chips are first shown as they were before the events; ``first``
        (a new deal's pack) comes next. With ``open_hands`` every event shows all its fields
        (a review of a finished deal)."""
        events = list(events)
        steps: list[Step] = []
        if view is not None and view.chips is not None and any(e.chips for e in events):
            before = chips_before(view.chips, events)
            if before is not None:
                steps.append(self._chips_shower(before))
        steps += first
        together: list[Event] = []
        for e in events:
            seen = e if open_hands else e.for_seat(-1 if viewer is None else viewer)
            if seen.kind in self.adapter.shown_together:
                together.append(seen)
                continue
            if together:
                steps.append(self._shower_together(together, viewer))
                together = []
            if seen.kind == "trick" and not self.trick_waits:
                steps.append(self._hold_trick)
            elif seen.kind == "play" and hold_lying:
                steps.append(self._wait_for_lying_trick)
            waves = chip_waves(seen.chips)
            steps.append(self._shower(seen, viewer, waves[0] if waves else []))
            steps += [self._flier(wave) for wave in waves[1:]]
        if together:
            steps.append(self._shower_together(together, viewer))
        return steps

    def show_moves(self, moves: Sequence[ChipMove], after: Chips | None) -> None:
        """Queue chip moves that are no event of a deal (the chips left on the table at the
        end of a session), then show ``after`` exactly."""
        steps: list[Step] = [self._flier(wave) for wave in chip_waves(moves)]
        if after is not None:
            steps.append(self._chips_shower(after))
        self.animator.enqueue_all(steps)

    def _chips_shower(self, chips: Chips) -> Step:
        def step() -> None:
            self.scene.chip_layer.settle()
            self.model.chips.show(chips)
            self.scene.chip_layer.show()

        return step

    def _flier(self, moves: list[ChipMove]) -> Step:
        return lambda: self._sounding(StepResult(self._fly(moves)), "chips" if moves else None)

    def _fly(self, moves: list[ChipMove]) -> list[anim.Tween]:
        return self.scene.chip_layer.fly(moves, self.animator.ms(anim.CHIPS_MS)) if moves else []

    def _hold_trick(self) -> StepResult:
        return StepResult([], hold=self.animator.ms(anim.TRICK_HOLD_MS))

    def _wait_for_lying_trick(self) -> StepResult | None:
        """Before a card collects the finished trick: let it lie at least a moment."""
        if self.model.lying is None:
            return None
        left = self.animator.ms(anim.TRICK_HOLD_MS) - round((monotonic() - self._laid_at) * 1000)
        return StepResult([], hold=left) if left > 0 else None

    def collect_lying(self) -> None:
        """The finished trick lying in the middle goes to its winner's pile (in the models)."""
        if self.model.lying is not None:
            self.model.collect_trick(self.model.lying)
            self.model.lying = None

    def _shower(self, event: Event, viewer: int | None, moves: list[ChipMove]) -> Step:
        return lambda: self._landing(self._show(event, viewer, moves), (event,))

    def _shower_together(self, events: list[Event], viewer: int | None) -> Step:
        """Events that show in one motion (the adapter's ``shown_together``): every change at
        once (each seat's captions joined), each event's chips flying a moment after the last
        one's, landing one by one (each number changes as its chips land), then a moment in
        view."""
        events = list(events)

        def step() -> StepResult | None:
            captions: dict[int, list[str]] = {}
            for e in events:
                self._starting(e)
                self.adapter.show_event(self.model, e, viewer)
                caption = self.adapter.caption(e)
                if caption:
                    captions.setdefault(e.seat, []).append(caption)
            for seat, said in captions.items():
                self.on_caption(seat, " · ".join(said))
            result = self.scene.relayout("settle")
            gap = self.animator.ms(anim.TOGETHER_STAGGER_MS)
            flights = [e for e in events if e.chips]
            for i, e in enumerate(flights):
                for tween in self._fly([m for wave in chip_waves(e.chips) for m in wave]):
                    tween.delay += i * gap
                    result.tweens.append(tween)
            result.hold = self.animator.ms(anim.TOGETHER_HOLD_MS)
            return self._landing(self._sounding(result, "chips" if flights else None), events)

        return step

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
        """Show ``view`` at once, without motion (a handover, a resumed game, an undo)."""
        self.animator.finish_all()
        self.sync_models(view, show_hand, keep_lying=False)
        for t in self.scene.relayout("settle", instant=True).tweens:
            t.setter(t.end)

    # --- showing one event ------------------------------------------------------------------
    def _starting(self, e: Event) -> None:
        for hook in ([self.on_event] if self.on_event is not None else []) + self.also_starting:
            hook(e)

    def _show(self, e: Event, viewer: int | None, moves: list[ChipMove]) -> StepResult | None:
        self._starting(e)
        kind = self.adapter.show_event(self.model, e, viewer)
        if kind is None:
            kind = self._show_generic(e, viewer)
        caption = self.adapter.caption(e)
        if caption:
            self.on_caption(e.seat, caption)
        chips = "chips" if moves else None
        if kind is None:  # a won trick left lying in the middle is still heard as taken
            taken = "trick" if e.kind == "trick" and self.model.lying is not None else None
            if not (moves or taken):
                return None
            return self._sounding(StepResult(self._fly(moves)), chips, taken)
        if kind == "hold":  # e.g. a marriage: both cards rise and stay up about a second
            result = self.scene.relayout("settle")
            result.hold = self.animator.ms(anim.MARRIAGE_SHOW_MS)
        else:
            result = self.scene.relayout(kind)
        result.tweens += self._fly(moves)  # the chips fly with the cards of the same event
        result.hold = max(result.hold, self.beat(e))
        card_sound = "marriage" if e.kind == "marriage" else MOTION_SOUNDS.get(kind)
        return self._sounding(result, card_sound, chips)

    def _show_generic(self, e: Event, viewer: int | None) -> str | None:
        m = self.model
        if e.kind == "deal" and e.seat >= 0:
            for c in e.cards:  # from the pack on the table, if there is one
                slot = m.zone("deck").take_card(HIDDEN) or Slot.new()
                slot.card = c
                self.add_to_hand(e.seat, slot)
            return "deal"
        if e.kind == "play" and e.cards:
            self.collect_lying()  # it flies to its winner as the new card flies in
            m.play_to_trick(e.seat, e.cards[0])
            return "play"
        if e.kind == "trick" and e.seat >= 0:
            m.last_trick = LastTrick(e.seat, tuple(zip(m.trick_seats, m.zone("trick").cards)))
            if self.trick_waits:
                m.lying = e.seat
                self._laid_at = monotonic()
                return None
            m.collect_trick(e.seat)
            return "collect"
        return None

    def add_to_hand(self, seat: int, slot: Slot) -> None:
        """Into a hand: a face in its sorted place, a back at the end."""
        insert_sorted(self.model.hand(seat), slot)

    def reveal_step(self, hands: Sequence[CardSet]) -> Step:
        """A step turning every hand face up (``hands``: each seat's cards), for the end of
        a deal: nothing is secret any more."""
        def step() -> StepResult:
            for seat, hand in enumerate(hands):
                cards = sorted((c for c in range(54) if hand >> c & 1), key=self.adapter.hand_order)
                self.model.hand(seat).sync_cards(cards)
            return self.scene.relayout("flip")

        return step

    # --- the truth --------------------------------------------------------------------------
    def pack_steps(self, size: int) -> list[Step]:
        """The steps that clear the table of the last deal's cards and put the whole pack
        face down where the deal starts, before the deal's events (:meth:`show_action`'s
        ``first``). Each is a frame of its own: a new deal's table laid out at once (~4 ms
        for Poch's 32 cards, as much again to take the last deal's away), its first paint
        (~6 ms) and the deal's first step in one turn of the event loop made a frame late."""
        def clear() -> StepResult:
            self.scene.relayout("settle", instant=True)  # the zones are empty: items go
            return StepResult([], hold=1)

        put: Step = lambda: self._put_pack(size)
        return [clear, put] if self.scene.items_by_uid else [put]

    def _put_pack(self, size: int) -> StepResult:
        """The pack laid, shown a frame of its own."""
        self.model.zone("deck").reset([Slot.new() for _ in range(size)])
        for t in self.scene.relayout("settle", instant=True).tweens:
            t.setter(t.end)
        return StepResult([], hold=1)

    def show_opening(self, events: Sequence[Event], pack_size: int,
                     chips: Chips | None) -> None:
        """Queue what happened before the first deal (the cards dealt to find the first
        dealer: ``Match.opening``) over the session's first ``chips``, then clear the table
        and lay the pack for the deal."""
        steps: list[Step] = [] if chips is None else [self._chips_shower(chips)]
        steps += self.event_steps(events, None)
        steps.append(self._hold_trick)  # a moment to see who deals

        def lay() -> StepResult:
            for zone in self.model.zones.values():
                zone.reset([])
            return self._put_pack(pack_size)

        steps.append(lay)
        self.animator.enqueue_all(steps)

    def sync_models(self, view: View, show_hand: bool, keep_lying: bool = True) -> None:
        """Bring the models in line with ``view``; a finished trick lying in the middle stays
        there (``keep_lying``) until a card is played."""
        m = self.model
        m.raised = set()
        self.scene.chip_layer.settle()
        m.chips.show(view.chips)
        self.adapter.absorb_deck(m)  # what is left of the pack becomes the talon, or goes
        m.zone("deck").sync_cards([])
        for seat in range(m.num_seats):
            if seat == view.seat and show_hand:
                cards = sorted((c for c in range(54) if view.hand >> c & 1),
                               key=self.adapter.hand_order)
                # Cards the seat has not looked at yet (before a blind nil) lie face down.
                cards += [HIDDEN] * (view.hand_sizes[seat] - len(cards))
            else:
                cards = [HIDDEN] * view.hand_sizes[seat]
            m.hand(seat).sync_cards(cards)
        lying = m.lying if keep_lying and not view.trick else None
        if lying is None:
            self.collect_lying()
            m.sync_trick(view.trick)
        piles = self.adapter.pile_sizes(view)
        if piles is not None:
            for seat, n in enumerate(piles):
                if seat == lying:  # those cards still lie in the middle
                    n = max(0, n - len(m.zone("trick").slots))
                m.pile(seat).sync_cards([HIDDEN] * n)
        m.last_trick = last_trick_of(view.events)
        self.adapter.sync(m, view, show_hand)
