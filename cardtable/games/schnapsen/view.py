"""What one seat of a Schnapsen deal may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import CardSet
from cardtable.engine.state import View


@dataclass(frozen=True)
class SchnapsenView(View):
    """What one seat may know (rules §2.9), on top of :class:`View`."""

    forehand: int
    trump: int
    trump_card: int | None  # under the talon (face down but known once closed); None once drawn
    talon_size: int
    talon_state: str
    closer: int
    close_snapshot: tuple[int, bool] | None  # the non-closer's (score, had a trick) at closing
    card_points: int  # own card points
    score: int  # own card points plus credited marriages
    pending: int  # own marriage points not yet credited
    tricks: tuple[int, int]  # tricks won by each seat
    opponent_score: int | None  # None unless the option show_scores is on
    marriages: tuple[tuple[int, int, int], ...]  # (seat, suit, 20 or 40), in order
    marriage_suit: int  # announced and not yet led, or -1
    opponent_known: CardSet  # cards publicly known to be in the opponent's hand
    played: CardSet  # every card played so far, the current trick included
    won: tuple[CardSet, CardSet]  # the cards of each seat's tricks
    last_trick_winner: int

