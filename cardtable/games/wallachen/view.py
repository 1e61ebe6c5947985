"""What one seat of a Wallachen deal may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import CardSet
from cardtable.engine.state import View


@dataclass(frozen=True)
class WallachenView(View):
    """What one seat may know: the base view and the public facts of the deal.

    ``doppeln`` per seat: 1 pushed, 0 not, -1 not chosen yet or (simultaneous Doppeln) still
    secret to this seat; ``chosen`` who has chosen. Levels are ``LEVEL_WORDS`` indices (-1:
    none). ``excluded`` per seat: the cards that seat has shown it does not hold (by not
    following, not heading, not trumping). ``start_cards`` and ``discards`` are shown to the
    declarer only. ``after_re``: the seat that plays after the Re prompt (-1: the declarer
    leads); ``kontra_asked``: defenders who declined Kontra in W9.
    """

    variant: str
    forehand: int
    doppeln: tuple[int, ...]
    chosen: tuple[bool, ...]
    multiplier: int
    holder: int
    level: int
    passed: tuple[bool, ...]
    challenger: int
    bid_pending: int
    declarer: int
    winning_bid: int
    contract: int
    trump: int
    kontra: int
    re: bool
    kontra_asked: int
    after_re: int
    tricks_won: tuple[int, ...]
    trick_number: int
    start_size: int
    start_cards: CardSet
    discards: CardSet
    played: CardSet
    excluded: tuple[CardSet, ...]
    pot: int
    thrown_in: bool

    def known_cards(self) -> CardSet:
        return super().known_cards() | self.start_cards | self.discards | self.played

