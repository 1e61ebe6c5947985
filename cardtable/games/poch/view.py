"""What one seat of a Poch deal may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import CardSet
from cardtable.engine.state import View


@dataclass(frozen=True)
class PochView(View):
    """What one seat may know: the base view plus the public facts of the deal (§2.5).

    ``claimants`` holds the claimant of compartments 0 … 6 (-1: unclaimed); ``shown`` per seat
    the cards it showed (claims, a showdown); ``sequenz_run`` the run that won the Sequenz.
    Pochen: ``level``, ``contrib`` (what each seat has put in), ``folded``, ``raises``,
    ``to_act`` (the seats still to speak, in order), ``bettors`` (who opened, held or raised).
    Ausspielen: ``played`` and ``played_by``, ``need`` (the card that must be played next, or
    -1 when a chain is to be started), ``trick`` the running chain as (seat, card) pairs.
    ``not_held``: cards known to be in nobody's hand (played, turned, an unclaimed trump
    honour, the card after a chain that stopped).
    """

    board: str
    trump: int
    trump_card: int
    trump_holder: int
    talon_size: int
    claimants: tuple[int, ...]
    shown: tuple[CardSet, ...]
    sequenz_run: CardSet
    level: int
    contrib: tuple[int, ...]
    folded: tuple[bool, ...]
    raises: int
    to_act: tuple[int, ...]
    bettors: tuple[bool, ...]
    poch_winner: int
    played: CardSet
    played_by: tuple[CardSet, ...]
    need: int
    not_held: CardSet
    first_out: int

    def known_cards(self) -> CardSet:
        """The base view's cards, and every card this view names in its own fields: the
        trump card, the cards shown (claims, the Sequenz run, showdown hands) and played."""
        cs = super().known_cards() | 1 << self.trump_card | self.sequenz_run | self.played
        for shown in (*self.shown, *self.played_by):
            cs |= shown
        return cs

