"""What one seat of a Tippen deal may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import CardSet
from cardtable.engine.state import View


@dataclass(frozen=True)
class TippenView(View):
    """What one seat may know (§2.5): the base view, the public facts of the deal, and what
    this seat itself saw.

    ``dealer`` is the player dealing now (after any shoves or Hupf moves). ``trump_card`` is
    the trump card where this seat has seen it (HIDDEN otherwise); ``trump_state`` says where
    it lies (``none`` before the deal, ``face_down``, ``face_up``, ``taken`` by the dealer,
    ``robbed``). ``face_down`` counts the knocking dealer's cards not yet picked up.
    ``exchanged`` is how many cards each seat exchanged (-1: not yet). ``dead_known`` are the
    cards out of the deal this seat has seen go there; ``played`` each seat's cards played to
    tricks; ``excluded`` the cards each seat has shown it does not hold (see
    :func:`shown_absent`). ``playing_pot`` is ``P``, ``bete_unit`` ``B``.
    """

    cutter: int
    shoves: int
    stake: int
    trump: int
    trump_card: int
    trump_state: str
    face_down: int
    knocked: bool
    sniffed: str
    status: tuple[str, ...]
    exchanged: tuple[int, ...]
    robber: int
    talon_size: int
    dead_count: int
    dead_known: CardSet
    played: tuple[CardSet, ...]
    excluded: tuple[CardSet, ...]
    tricks_won: tuple[int, ...]
    tricks_done: int
    playing_pot: int
    bete_unit: int
    carry_in: int
    bare: bool
    forced: bool
    outcome: str

    def known_cards(self) -> CardSet:
        cs = super().known_cards() | self.dead_known
        for p in self.played:
            cs |= p
        if self.trump_card >= 0:
            cs |= 1 << self.trump_card
        return cs

