"""What one seat of a Spades deal may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import CardSet
from cardtable.engine.state import View


@dataclass(frozen=True)
class SpadesView(View):
    """What one seat may know: the base view plus the public facts of the hand (§2.3).

    ``bids`` holds None for seats still to bid, 0 for nil; ``offered`` is the card this seat is
    looking at in the 2-player draw (else HIDDEN); ``seen_discards`` the discards it saw.
    ``scores``/``bags`` are per side, before this hand. ``voids`` holds, per seat, the suits
    (as card masks, spades with the jokers) that seat has shown it does not hold: it did not
    follow them, or it led a spade when only a spades-only hand could (public knowledge).
    """

    tricks_per_hand: int
    sides: tuple[tuple[int, ...], ...]
    bids: tuple[int | None, ...]
    blind: tuple[bool, ...]
    tricks_won: tuple[int, ...]
    trick_number: int
    spades_broken: bool
    scores: tuple[int, ...]
    bags: tuple[int, ...]
    viewed: bool
    offered: int
    seen_discards: CardSet
    stock_size: int
    voids: tuple[CardSet, ...]

    def known_cards(self) -> CardSet:
        cs = super().known_cards() | self.seen_discards
        if self.offered >= 0:
            cs |= 1 << self.offered
        return cs

