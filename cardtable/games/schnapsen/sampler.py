"""Worlds consistent with what a seat's view shows, the hidden cards dealt at random:
the one sampler (the AI and the checks call it)."""

from __future__ import annotations

import random

from cardtable.cards import (
    SUIT_MASKS,
    CardSet,
    card_list,
)
from cardtable.engine.events import Event
from cardtable.engine.state import View
from cardtable.games.schnapsen.core import (
    HIGHER,
    POINTS,
    SUIT,
    SUIT_MASK_OF,
    Rules,
    SchnapsenCore,
    pack_of,
    rules_for,
)
from cardtable.games.schnapsen.options import Options
from cardtable.games.schnapsen.view import SchnapsenView


def _marriage_accounts(events: tuple[Event, ...], rules: Rules) -> tuple[list[int], list[int]]:
    """Credited and pending marriage points of both seats, replayed from public events on
    a scratch core (only its accounts are used)."""
    scratch = SchnapsenCore(rules, [0, 0], (), 0)
    for e in events:
        if e.kind == "marriage":
            scratch.count_marriage(e.seat, e.value)
        elif e.kind == "trick":
            scratch.count_trick(e.seat)
    return scratch.credited, scratch.pending

def _not_held_after_close(view: SchnapsenView) -> CardSet:
    """Cards the opponent cannot hold, by his follows after the close (strict play).

    Once the talon is closed nobody draws, so what a follow shows lasts for the deal: a
    suit not followed is void, a trump not played to a plain lead means no trump, a lower
    card of the suit means no higher one.
    """
    opp, trump = 1 - view.seat, view.trump
    forbidden, strict, led = 0, False, -1
    for e in view.events:
        if e.kind == "close":
            strict = True
        elif e.kind == "play":
            if led < 0:
                led = e.cards[0]
                continue
            c = e.cards[0]
            if strict and e.seat == opp:
                if SUIT[c] != SUIT[led]:
                    forbidden |= SUIT_MASK_OF[led]
                    if SUIT[c] != trump and SUIT[led] != trump:
                        forbidden |= SUIT_MASKS[trump]
                elif not HIGHER[led] >> c & 1:
                    forbidden |= HIGHER[led]
            led = -1
    return forbidden

class HiddenCards:
    """What one seat's view tells about the cards it cannot see, worked out once; each
    :meth:`sample` deals those cards anew, uniformly among the deals consistent with the view.

    Known: the seat's hand, every card played, the trump card while it lies under the talon,
    the cards publicly known to be in the opponent's hand (exchanged, shown in a marriage,
    the last one drawn; all of them once the talon is used up) and, after a close, what the
    opponent's follows prove he does not hold. The opponent gets his known cards and, of
    the others, as many as he holds, drawn among those he may hold; the rest is the talon.
    """

    def __init__(self, options: Options, view: View) -> None:
        if not isinstance(view, SchnapsenView):
            raise TypeError("the Schnapsen sampler reads a SchnapsenView")
        self.view = view
        self.rules = rules_for(options, view.trump)
        known_opp = view.opponent_known
        trump_card = view.trump_card
        in_talon = (1 << trump_card) if trump_card is not None else 0
        unknown = pack_of(options) & ~view.hand & ~view.played & ~known_opp & ~in_talon
        self.pool = card_list(unknown)
        forbidden = _not_held_after_close(view) if view.talon_state == "closed" else 0
        self.allowed = [c for c in self.pool if not forbidden >> c & 1]
        self.need = view.hand_sizes[1 - view.seat] - known_opp.bit_count()
        if len(self.allowed) < self.need:  # cannot happen with legal play; never fail over it
            self.allowed = self.pool
        self.tail = (trump_card,) if trump_card is not None else ()
        self.points = [sum(POINTS[c] for c in card_list(won)) for won in view.won]
        exhausted = view.talon_state == "exhausted"
        if exhausted and not any(view.hand_sizes) and view.last_trick_winner >= 0:
            self.points[view.last_trick_winner] += self.rules.last_trick_bonus
        self.credited, self.pending = _marriage_accounts(view.events, self.rules)

    def sample(self, rng: random.Random) -> SchnapsenCore:
        """A core consistent with the view, the hidden cards dealt at random by ``rng``."""
        view = self.view
        me, opp = view.seat, 1 - view.seat
        opp_cards = rng.sample(self.allowed, self.need)
        chosen = set(opp_cards)
        rest = [c for c in self.pool if c not in chosen]
        rng.shuffle(rest)
        hands = [0, 0]
        hands[me] = view.hand
        hands[opp] = view.opponent_known | sum(1 << c for c in opp_cards)
        talon = () if view.talon_state == "exhausted" else tuple(rest) + self.tail
        # Once the deal is over the winner of the last trick is on lead, as in the deal.
        leader = (view.trick[0][0] if view.trick else
                  view.last_trick_winner if view.is_over else view.current_player)
        core = SchnapsenCore(self.rules, hands, talon, leader)
        if view.trick:
            core.lead, core.to_move = view.trick[0][1], 1 - leader
        core.married = view.marriage_suit
        core.closer = view.closer
        if view.close_snapshot is not None:
            core.snap_score, core.snap_trick = view.close_snapshot
        core.tricks = list(view.tricks)
        core.last_winner = view.last_trick_winner
        core.points = self.points[:]
        core.credited, core.pending = self.credited[:], self.pending[:]
        if view.is_over:
            over = next(e for e in reversed(view.events) if e.kind == "deal_over")
            core._finish(over.seat, over.value, over.text)
        return core

def sample(options: Options, view: View, rng: random.Random) -> SchnapsenCore:
    """The game's sampler (``GameInfo.sample``): a core consistent with everything ``view``
    shows, the cards that seat cannot see dealt at random (see :class:`HiddenCards`, which a
    search keeps for the many samples of one decision)."""
    return HiddenCards(options, view).sample(rng)

