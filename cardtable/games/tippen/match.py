"""A match of Tippen: deals in a row, the dealer's rotation, the end and the standing."""

from __future__ import annotations

from cardtable.cards import ACE
from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.events import Event, make_event
from cardtable.engine.match import ChipMatch
from cardtable.engine.messages import Message, SeatRef
from cardtable.engine.registry import GameInfo
from cardtable.engine.start import Start
from cardtable.engine.state import DealResult
from cardtable.games.tippen.core import PLACES
from cardtable.games.tippen.options import Options
from cardtable.games.tippen.rules import PACK
from cardtable.games.tippen.texts import PARTS, STANDING_POT, STANDING_SEAT


def deal_for_first_ace(seed: int, num_seats: int) -> tuple[int, tuple[Event, ...]]:
    """§1.5: cards dealt face up one at a time from seat 0 on; the first ace deals first.
    The pack is shuffled from the match's seed (its own draw, not the deals')."""
    from cardtable.cards import shuffled

    events = []
    for i, c in enumerate(shuffled(PACK, (seed * 0x9E3779B97F4A7C15 + 0xACE) % (1 << 64))):
        seat = i % num_seats
        events.append(make_event("first_ace_card", seat, (c,)))
        if c % 13 + 2 == ACE:
            events.append(make_event("first_dealer", seat))
            return seat, tuple(events)
    raise AssertionError("a pack without an ace")  # pragma: no cover

class TippenMatch(ChipMatch[Options]):
    """A session of Tippen: deals with the deal passing left of whoever actually dealt,
    ``session_deals`` of them (0: until stopped), every seat starting with the start balance."""

    def __init__(self, info: GameInfo[Options], options: Options, num_seats: int, seed: int,
                 first_dealer: int | None = None, *, start: Start | None = None) -> None:
        super().__init__(info, options, num_seats, seed, first_dealer, start=start)
        if options.first_dealer == "ace" and self.start.first_dealer is None:
            self.first_dealer, self.opening = deal_for_first_ace(seed, num_seats)
            self.dealer = self.first_dealer

    def table_places(self) -> tuple[str, ...]:
        return PLACES

    def start_places(self) -> tuple[str, ...]:
        return ("pot",)  # between deals every chip on the table lies in the pot

    def leftover(self, chips: Chips) -> tuple[ChipMove, ...]:
        """``split``: an equal share of the pot to every seat; the rest stays where it lies."""
        pot = chips.at("pot")
        share = pot // self.num_seats
        if self.options.leftover_at_end != "split" or not share:
            return ()
        return tuple(ChipMove("pot", s, share) for s in range(self.num_seats))

    def next_dealer(self, result: DealResult) -> int:
        return int(result.details["next_dealer"])

    def standing(self) -> Message:
        chips = self.chips()
        if chips is None:
            return super().standing()
        parts = [STANDING_SEAT(seat=SeatRef(s), chips=b) for s, b in enumerate(chips.balances)]
        parts.append(STANDING_POT(chips=chips.on_table))
        return PARTS(parts=tuple(parts))

