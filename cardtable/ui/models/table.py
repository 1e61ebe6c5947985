"""What the table shows, as plain Python objects the scene reads; and the score sheet model.

A zone (a hand, the trick, the talon, a seat's won tricks …) is a list of *slots*. A slot has
a stable ``uid`` (the scene keeps one card item per uid, so a card that moves between zones
keeps its item and glides) and the card it shows: a card, or ``HIDDEN`` for a back.
:class:`TableChips` holds the chips the screen shows: each seat's balance and the count of
each place on the table (a pot, a Poch board's compartments).

These objects hold what the *screen* shows, one event behind the other: the engine state may
be ahead while motion plays. The presenter changes the zones and then asks the scene to draw
what they say. They never decide a rule; whatever they show comes from an event or a view of
the seat at the table.

The figures (seats, places, the score panel, the calls, the end-of-deal words) are Qt item
models the views observe (``ui/models/observed.py``); :class:`TableModel` holds one set per
table. The score sheet is a Qt model too (``ui/models/sheet.py``).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from cardtable.cards import HIDDEN, rank_of, suit_of
from cardtable.engine.chips import ChipMove, Chips, Place
from cardtable.engine.events import Event
from cardtable.ui.models.observed import CallsModel, LinesModel, PlacesModel, SeatsModel

_uids = itertools.count(1)
BREAK_COLOUR = "#8a6d1f"  # the ground of a dividing row of the score sheet

# Suit order for a sorted hand: colours alternate (spades, hearts, clubs, diamonds).
_SUIT_ORDER = {3: 0, 2: 1, 0: 2, 1: 3, 4: 4}


def hand_order(card: int) -> tuple[int, int]:
    if card >= 52:  # the jokers, the top spades, go before the spades: big joker first
        return (-1, -card)
    return (_SUIT_ORDER[suit_of(card)], -rank_of(card))


def insert_sorted(hand: Zone, slot: Slot) -> None:
    """Into a hand: a face in its sorted place, a back at the end."""
    if slot.card == HIDDEN:
        hand.insert(slot)
        return
    row = sum(1 for s in hand.slots if s.card != HIDDEN and
              hand_order(s.card) < hand_order(slot.card))
    hand.insert(slot, row)


@dataclass
class Slot:
    uid: int
    card: int  # HIDDEN for a card shown by its back

    @staticmethod
    def new(card: int = HIDDEN) -> Slot:
        return Slot(next(_uids), card)


class Zone:
    """The slots of one zone, in display order."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.slots: list[Slot] = []

    @property
    def cards(self) -> list[int]:
        return [s.card for s in self.slots]

    def insert(self, slot: Slot, row: int | None = None) -> None:
        row = len(self.slots) if row is None else max(0, min(row, len(self.slots)))
        self.slots.insert(row, slot)

    def take(self, row: int) -> Slot:
        return self.slots.pop(row)

    def set_card(self, row: int, card: int) -> None:
        self.slots[row].card = card

    def reset(self, slots: Iterable[Slot]) -> None:
        self.slots = list(slots)

    def row_of(self, card: int) -> int | None:
        for i, s in enumerate(self.slots):
            if s.card == card:
                return i
        return None

    def take_card(self, card: int) -> Slot | None:
        """The slot showing ``card``, or else a hidden one (from the middle), removed."""
        row = self.row_of(card)
        if row is None:
            hidden = [i for i, s in enumerate(self.slots) if s.card == HIDDEN]
            if not hidden:
                return None
            row = hidden[len(hidden) // 2]
        return self.take(row)

    def sync_cards(self, cards: list[int]) -> None:
        """Show exactly ``cards`` (in order), keeping the slot of every card already shown."""
        spare = list(self.slots)
        result: list[Slot] = []
        for c in cards:
            found = next((s for s in spare if s.card == c), None)
            if found is None and c != HIDDEN:
                found = next((s for s in spare if s.card == HIDDEN), None)
            if found is None and c == HIDDEN:
                found = next((s for s in spare), None)
            if found is not None:
                spare.remove(found)
                found.card = c
            result.append(found or Slot.new(c))
        self.slots = result


class TableChips:
    """The chips the screen shows: each seat's balance and each place's count.

    A count changes when the chips that change it *land*: :meth:`lift` marks chips as taken
    off their source (they are in the air, drawn as a flying stack, and no longer lie in the
    source's stack), :meth:`land` books the move at both ends. So every number on the table
    changes at the moment the chips arrive, and no stack is drawn twice meanwhile.
    """

    def __init__(self) -> None:
        self.balances: list[int] = []
        self.places: dict[str, int] = {}
        self.lifted: dict[Place, int] = {}  # chips in the air, by the place they left

    @property
    def known(self) -> bool:
        """Whether the table shows chips at all (a chip game, once its chips are known)."""
        return bool(self.balances)

    def show(self, chips: Chips | None) -> None:
        """Show exactly ``chips`` (the truth after an action, with nothing in the air)."""
        self.lifted = {}
        if chips is None:
            self.balances, self.places = [], {}
            return
        self.balances = list(chips.balances)
        self.places = dict(chips.places)

    def as_chips(self) -> Chips:
        return Chips(tuple(self.balances), tuple(self.places.items()))

    def count(self, place: Place) -> int:
        """The number shown for ``place`` (a seat's balance, or a place's count)."""
        if isinstance(place, int):
            return self.balances[place] if 0 <= place < len(self.balances) else 0
        return self.places.get(place, 0)

    def resting(self, place: Place) -> int:
        """Chips lying in ``place`` now (a place's, or a seat's by its plate): its count less
        those lifted off and still flying. This is the number the screen shows: counters
        that fly off a compartment no longer count there, and count where they land."""
        if isinstance(place, int):
            return self.count(place) - self.lifted.get(place, 0)  # a balance may be below 0
        return max(0, self.count(place) - self.lifted.get(place, 0))

    def lift(self, move: ChipMove) -> None:
        self.lifted[move.source] = self.lifted.get(move.source, 0) + move.amount

    def land(self, move: ChipMove) -> None:
        left = self.lifted.get(move.source, 0) - move.amount
        if left > 0:
            self.lifted[move.source] = left
        else:
            self.lifted.pop(move.source, None)
        self._add(move.source, -move.amount)
        self._add(move.dest, move.amount)

    def _add(self, place: Place, amount: int) -> None:
        if isinstance(place, int):
            if 0 <= place < len(self.balances):
                self.balances[place] += amount
        else:
            self.places[place] = self.places.get(place, 0) + amount


@dataclass(frozen=True)
class LastTrick:
    """The last trick taken: its winner and each card with the seat that played it, in the
    order played."""

    winner: int
    plays: tuple[tuple[int, int], ...]


def last_trick_of(events: Iterable[Event]) -> LastTrick | None:
    """The last trick taken among ``events`` (each "play" until a "trick" event), or None."""
    plays: list[tuple[int, int]] = []
    last = None
    for e in events:
        if e.kind == "play" and e.cards:
            plays.append((e.seat, e.cards[0]))
        elif e.kind == "trick" and e.seat >= 0:
            last = LastTrick(e.seat, tuple(plays))
            plays = []
    return last


class TableModel:
    """Every zone of the table, by name, the chips, and what the seats' hands raise.

    ``lying`` is the winner of a finished trick still lying in the middle (it goes to the
    winner's pile when the next card is played); ``last_trick`` the last trick taken, for
    a look back at it."""

    def __init__(self, num_seats: int) -> None:
        self.num_seats = num_seats
        self.zones: dict[str, Zone] = {}
        for seat in range(num_seats):
            self.zone(f"hand{seat}")
            self.zone(f"pile{seat}")
        self.zone("trick")
        self.trick_seats: list[int] = []  # who played each slot of the trick
        self.raised: set[int] = set()  # cards shown lifted out of a hand (a marriage)
        self.chips = TableChips()
        self.lying: int | None = None
        self.last_trick: LastTrick | None = None
        # The figures the views observe (ui/models/observed.py), filled by ui/play/feed.py
        # and by chips landing.
        self.seats = SeatsModel(num_seats)
        self.places = PlacesModel()
        self.score = LinesModel()  # the score panel's lines
        self.calls = CallsModel(num_seats)  # each seat's last words, its bubble
        self.deal_end = LinesModel()  # the end-of-deal panel's words
        self.deal_end_words: Callable[[], str] | None = None  # how they are worded now

    def zone(self, name: str) -> Zone:
        z = self.zones.get(name)
        if z is None:
            z = self.zones[name] = Zone(name)
        return z

    def hand(self, seat: int) -> Zone:
        return self.zone(f"hand{seat}")

    def pile(self, seat: int) -> Zone:
        return self.zone(f"pile{seat}")

    def zone_of_uid(self, uid: int) -> tuple[str, int] | None:
        for name, z in self.zones.items():
            for i, s in enumerate(z.slots):
                if s.uid == uid:
                    return name, i
        return None

    def move(self, src: str, card: int, dst: str, shown: int | None = None,
             row: int | None = None) -> Slot:
        """Move ``card`` (or a hidden slot) from zone ``src`` to ``dst``, showing ``shown``."""
        slot = self.zone(src).take_card(card) or Slot.new()
        slot.card = card if shown is None else shown
        self.zone(dst).insert(slot, row)
        return slot

    # --- the trick --------------------------------------------------------------------------
    def play_to_trick(self, seat: int, card: int) -> None:
        self.move(f"hand{seat}", card, "trick")
        self.trick_seats.append(seat)

    def collect_trick(self, winner: int) -> None:
        trick = self.zone("trick")
        pile = self.pile(winner)
        while trick.slots:
            slot = trick.take(0)
            slot.card = HIDDEN
            pile.insert(slot)
        self.trick_seats = []

    def sync_trick(self, trick: tuple[tuple[int, int], ...]) -> None:
        self.zone("trick").sync_cards([c for _, c in trick])
        self.trick_seats = [s for s, _ in trick]
