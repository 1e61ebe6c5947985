"""Worlds consistent with what a seat's view shows, the hidden cards dealt at random:
the one sampler (the AI and the checks call it)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from cardtable.cards import (
    Card,
    CardSet,
    card_list,
)
from cardtable.engine.state import View
from cardtable.games.spades.core import (
    BITS,
    CLUB_SUIT,
    DRAW,
    EXCHANGE,
    OVER,
    PLAY_PHASE,
    SpadesCore,
    bits,
    blind_nil_eligible,
)
from cardtable.games.spades.options import Options
from cardtable.games.spades.rules import (
    CLUBS_M,
    DIAMONDS_M,
    HEARTS_M,
    NO_BID,
    OTHER_SUITS,
    SPADE_SUIT,
    rules_for,
)
from cardtable.games.spades.state import PHASE_NAMES
from cardtable.games.spades.view import SpadesView

_SUIT_GROUPS: Final = (CLUBS_M, DIAMONDS_M, HEARTS_M, SPADE_SUIT)

class SpadesSampler:
    """What a seat's view tells about the cards it cannot see, worked out once, and deals of
    those cards consistent with it: the one sampler of the game (:func:`sample`), used by
    the computer players and the tests.

    The hidden cards go to the other hands (and to the seat's own, while it has not looked
    at it), keeping each hand's size; with two players also to the discards the seat did not
    see (or the cards out of play) and, while drawing, to the stock below the card the seat
    is looking at. No hand receives a suit its seat has shown it lacks (``view.voids``), and
    the cards the seat passed to its partner stay with the partner.

    :meth:`draw` deals card by card, the cards with the fewest possible places first, each to
    a place drawn with weight its room left; after 20 dead ends (rare: voids only) it deals
    by :func:`_deal_with_voids`, which cannot fail. Without voids a deal is uniform.
    """

    def __init__(self, options: Options, view: View) -> None:
        if not isinstance(view, SpadesView):
            raise TypeError("the Spades sampler reads a Spades view")
        rules = rules_for(options, view.num_seats)
        n, me = view.num_seats, view.seat
        self.rules, self.view = rules, view
        played = gives = 0
        given: dict[Card, int] = {}  # card passed by this seat -> the partner it went to
        trick_winner = -1
        looked = [False] * n
        for e in view.events:
            kind = e.kind
            if kind == "play":
                played |= 1 << e.cards[0]
            elif kind == "trick":
                trick_winner = e.seat
            elif kind == "give":
                gives += 1
                if e.seat == me:
                    given[e.cards[0]] = e.target
            elif kind == "look":
                looked[e.seat] = True
        mine = view.hand if view.viewed else 0
        self.known = known = [0] * n  # cards known to be in each hand
        known[me] = mine
        for c, partner in given.items():
            if not (played | mine) >> c & 1:
                known[partner] |= 1 << c
        offered = 1 << view.offered if view.offered >= 0 else 0
        hidden = rules.pack & ~(played | view.seen_discards | offered)
        for k in known:
            hidden &= ~k
        self.pool = pool = card_list(hidden)
        # The places of hidden cards: the hands (others in seat order, this seat's while it
        # has not looked), then the unseen discards (or cards out of play), then the stock.
        seats = [s for s in range(n) if s != me or not view.viewed]
        room = [view.hand_sizes[s] - known[s].bit_count() for s in seats]
        stock = view.stock_size - (1 if offered else 0)
        dead = len(pool) - sum(room) - stock
        self.places = places = seats + ([_DEAD] if dead > 0 else []) + \
            ([_STOCK] if stock > 0 else [])
        self.room = room + ([dead] if dead > 0 else []) + ([stock] if stock > 0 else [])
        voids = view.voids
        self.eligible = {c: [i for i, s in enumerate(places) if s < 0 or not voids[s] >> c & 1]
                         for c in pool}
        self.template = self._template(looked, played, gives, trick_winner)

    def _template(self, looked: list[bool], played: CardSet, gives: int,
                  trick_winner: int) -> SpadesCore:
        """The core of the position with no hidden card placed yet."""
        view, rules = self.view, self.rules
        n = view.num_seats
        eldest = (view.dealer + 1) % n
        core = SpadesCore(rules, tuple(view.scores), tuple(view.bags), eldest)
        core.phase = PHASE_NAMES.index(view.phase)
        core.is_over = view.is_over
        core.bids = tuple(NO_BID if b is None else b for b in view.bids)
        core.blind = tuple(view.blind)
        opts = rules.options
        if opts.blind_nil and not rules.draw:  # as dealt (§5 A26), then looks and bids
            core.viewed = tuple(
                looked[s] or view.bids[s] is not None
                or not blind_nil_eligible(opts, rules.side_of[s], core.scores)
                for s in range(n))
        core.viewed = core.viewed[:view.seat] + (view.viewed,) + core.viewed[view.seat + 1:]
        core.won = list(view.tricks_won)
        core.trick_no = view.trick_number - 1
        # The core stands at the start of the trick in progress: core() plays its cards again.
        if played & ~bits([c for _, c in view.trick]) & SPADE_SUIT:
            core.set_broken()
        if core.trick_no == 0 and core.phase == PLAY_PHASE:  # as _start_play sets them
            if rules.lowest_club:  # (every card is dealt: this is never a 2-player game)
                core.lead_mask = rules.pack & CLUB_SUIT & -(rules.pack & CLUB_SUIT)
            if rules.no_spades_first:
                core.discard_mask = OTHER_SUITS
        if view.trick:
            core.leader = view.trick[0][0]
        elif core.phase == PLAY_PHASE:
            core.leader = view.current_player
        elif core.phase == OVER:
            core.leader = trick_winner
        core.to_act = core.leader if view.is_over or view.trick else view.current_player
        core.discards = view.seen_discards
        if core.phase == EXCHANGE:
            core.exchanges = core.exchanges_due()[gives:]
        return core

    def draw(self, rng: random.Random) -> list[CardSet]:
        """A deal of the hidden cards: each seat's hand (the cards known there included), then
        the 2-player discards or cards out of play, then the stock below the offered card."""
        for _ in range(20):
            dealt = self._deal_once(rng)
            if dealt is not None:
                break
        else:
            voids = [self.view.voids[s] if s >= 0 else 0 for s in self.places]
            dealt = _deal_with_voids(bits(self.pool), self.room, voids, rng)
        n = self.rules.n
        out = [*self.known, 0, 0]
        for place, cards in zip(self.places, dealt):
            out[place if place >= 0 else n - 1 - place] |= cards
        return out

    def _deal_once(self, rng: random.Random) -> list[CardSet] | None:
        eligible = self.eligible
        r = rng.random
        # Each card's key draws one number, in the pool's order; ties keep that order.
        order = sorted([(len(eligible[c]), r(), c) for c in self.pool])
        left = self.room[:]
        dealt = [0] * len(left)
        for _, _, c in order:
            options = [i for i in eligible[c] if left[i] > 0]
            if not options:
                return None
            x = r() * sum(left[i] for i in options)
            for i in options:
                x -= left[i]
                if x < 0:
                    break
            dealt[i] |= 1 << c
            left[i] -= 1
        return dealt

    def core(self, deal: Sequence[CardSet], rng: random.Random | None = None) -> SpadesCore:
        """The core of the position with the hidden cards where ``deal`` puts them; while
        drawing, the stock below the offered card in an order drawn from ``rng`` (without
        one, lowest card first)."""
        core = self.template.clone()
        n = self.rules.n
        core.hands = list(deal[:n])
        if self.rules.draw:
            core.discards |= deal[n]
        else:
            core.out_of_play = deal[n]
        if core.phase == DRAW:
            below = card_list(deal[n + 1])
            if rng is not None:
                rng.shuffle(below)
            offered = self.view.offered
            core.stock = ((offered,) if offered >= 0 else ()) + tuple(below)
        for seat, card in self.view.trick:  # the trick in progress, played again
            core.hands[seat] |= BITS[card]
            core.play(card)
        return core

    def sample(self, rng: random.Random) -> SpadesCore:
        return self.core(self.draw(rng), rng)

_DEAD, _STOCK = -1, -2  # places of hidden cards besides the hands

def sample(options: Options, view: View, rng: random.Random) -> SpadesCore:
    """``GameInfo.sample``: a core consistent with everything ``view`` shows, the cards its
    seat cannot see dealt at random (:class:`SpadesSampler`)."""
    return SpadesSampler(options, view).sample(rng)

def _deal_with_voids(cards: CardSet, sizes: list[int], voids: list[CardSet],
                     rng: random.Random) -> list[CardSet]:
    """Split ``cards`` at random into zones of the given sizes, none getting a suit of its void.

    Card by card (a random order within each suit), a zone is drawn with weight its free
    room among those that leave the rest solvable: by Hall's condition, every set of suits
    still to place must fit into the room of the zones that may take one of them.
    """
    groups = [card_list(cards & g) for g in _SUIT_GROUPS]
    for g in groups:
        rng.shuffle(g)
    allowed = [[z for z in range(len(sizes)) if not voids[z] & g] for g in _SUIT_GROUPS]
    # Hall's condition is checked over the sets of suits whose zones are not every zone.
    halls = []
    for subset in range(1, 16):
        suits = [g for g in range(4) if subset >> g & 1]
        zones = sorted({z for g in suits for z in allowed[g]})
        if len(zones) < len(sizes):
            halls.append((suits, zones))
    room = list(sizes)
    left = [len(g) for g in groups]
    dealt = [0] * len(sizes)
    for gi, group in enumerate(groups):
        for c in group:
            left[gi] -= 1
            choices = [z for z in allowed[gi] if room[z]]
            while True:
                z = rng.choices(choices, [room[z] for z in choices])[0]
                room[z] -= 1
                if all(sum(left[g] for g in suits) <= sum(room[z] for z in zones)
                       for suits, zones in halls):
                    break
                room[z] += 1
                choices.remove(z)
            dealt[z] |= 1 << c
    return dealt

