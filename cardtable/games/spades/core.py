"""Spades's rules core: ints and bitmasks, int moves, no checks, no history; what the
search plays on and the state wraps; and the move codec."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from cardtable.cards import (
    CLUBS,
    HIDDEN,
    SUIT_MASKS,
    Card,
    CardSet,
    card_list,
)
from cardtable.engine.carry import Carry
from cardtable.engine.errors import RecordError
from cardtable.engine.events import Event, make_event
from cardtable.engine.state import TERMINAL
from cardtable.games.spades.options import Options, SpadesCarry
from cardtable.games.spades.rules import (
    ALL_CARDS,
    BID_MOVE,
    BLIND_NIL_MOVE,
    CARDS_OF,
    CLUBS_M,
    DIAMONDS_M,
    GIVE_MOVE,
    HEARTS_M,
    KEEP_MOVE,
    LOOK_MOVE,
    MAX_BID,
    NO_BID,
    OTHER_SUITS,
    REJECT_MOVE,
    SPADE_SUIT,
    SpadesRules,
    rules_for,
)
from cardtable.games.spades.texts import BAD_DEALER, BAD_DECK, CARRY_KIND, CARRY_SIZE

FIRST_SPADE: Final = 39  # the spades and the jokers are the cards from 39 up

# The highest card of the suit each card follows: the ace of its suit, the big joker for spades.
TOP_OF_SUIT: Final = tuple(53 if c >= 39 else c // 13 * 13 + 12 for c in range(54))

# The suit each card follows (and calls for when led), as a mask: jokers are spades.
FOLLOWS: Final = tuple(SPADE_SUIT if c >= 39 else SUIT_MASKS[c // 13] for c in range(54))

CLUB_SUIT: Final = SUIT_MASKS[CLUBS]

def score_side(options: Options, members: Sequence[int], bids: Sequence[int],
               blind: Sequence[bool], won: Sequence[int], bags: int) -> tuple[int, int]:
    """The hand score of one side and its bag counter afterwards (§2.8).

    ``bids[p] == 0`` is a nil (blind when ``blind[p]``). Without the bags option the counter is
    returned unchanged.
    """
    contract = taken = nil_taken = nil_points = 0
    for p in members:
        if bids[p] != 0:
            contract += bids[p]
            taken += won[p]
        else:
            nil_taken += won[p]
            value = options.blind_nil_value if blind[p] else options.nil_value
            nil_points += -value if won[p] else value
    if options.nil_tricks_help_partner:
        taken, nil_bags = taken + nil_taken, 0
    else:
        nil_bags = nil_taken
    if taken >= contract:
        base, over = 10 * contract, taken - contract
    else:
        base = 0 if options.set_penalty == "zero" else -10 * contract
        over = 0
    hand_bags = over + nil_bags
    delta = base + hand_bags + nil_points  # every bag is worth a point
    if options.bags_penalty:
        bags += hand_bags
        while bags >= options.bag_limit:
            delta -= options.bag_penalty
            bags -= options.bag_limit
    return delta, bags

def blind_nil_eligible(options: Options, side: int, scores: Sequence[int]) -> bool:
    """O6: the side is at least the minimum deficit behind the best other side."""
    if not options.blind_nil:
        return False
    if options.blind_nil_min_deficit == 0:
        return True
    best_other = max(s for i, s in enumerate(scores) if i != side)
    return scores[side] <= best_other - options.blind_nil_min_deficit

# BITS[c] is the bit of card c. The other indices a tuple of 108 accepts (54 to 107 and, from
# the end, -1 to -108) hold a bit beyond every pack, so that such a "card" makes a deck differ
# from the pack (see deal_core); a larger index raises IndexError, a non-int TypeError.
BITS: Final = tuple(1 << c for c in range(54)) + (1 << 60,) * 54

def bits(cards: Sequence[Card]) -> CardSet:
    """The set of the cards (a loop: ``sum`` of ints this large is slower)."""
    cs = 0
    for c in cards:
        cs |= BITS[c]
    return cs

DRAW, BID, EXCHANGE, PLAY_PHASE, OVER = range(5)

def new_event(kind: str, seat: int, cards: tuple[int, ...], value: int = 0, text: str = "",
           private: bool = False) -> Event:
    """The events a deal cannot make in advance (deals, tricks, the end), made fast."""
    return make_event(kind, seat, cards, value, -1, text, private)

# Play events are immutable and repeat: one per (seat, card), made once; index seat * 64 + card.
_PLAY_EVENTS: Final = tuple(Event("play", i // 64, (i % 64,)) for i in range(6 * 64))

_BROKEN_EVENTS: Final = tuple(Event("spades_broken", i // 64, (i % 64,)) for i in range(6 * 64))

# Bid events likewise, per (seat, tricks bid, blind); the text names a nil.
_BID_EVENTS: Final = {
    (seat, bid, blind): Event("bid", seat, value=bid,
                              text="blind nil" if blind else ("nil" if bid == 0 else ""))
    for seat in range(6) for bid in range(MAX_BID + 1) for blind in (False, True)}

class SpadesCore:
    """One hand of Spades as ints and bitmasks: every rule of the hand, no checks, no history.

    ``play(move)`` applies a legal move (:func:`move_of`); ``moves()`` lists the legal ones.
    ``bids`` holds ``NO_BID`` for a seat still to bid, 0 for nil; ``bids``, ``blind`` and
    ``viewed`` are tuples, replaced when they change, so that clones share them. ``trace``,
    when a list, receives the events of every move (the wrapping state sets it; the search
    never does).
    """

    __slots__ = (
        "after",
        "bags",
        "best",
        "best_seat",
        "bids",
        "blind",
        "broken",
        "discard_mask",
        "discards",
        "exchanges",
        "hands",
        "is_over",
        "lead_mask",
        "leader",
        "led",
        "led_top",
        "out_of_play",
        "phase",
        "rules",
        "scores",
        "stock",
        "stock_pos",
        "to_act",
        "trace",
        "trick",
        "trick_no",
        "viewed",
        "won",
    )

    def __init__(self, rules: SpadesRules, scores: tuple[int, ...], bags: tuple[int, ...],
                 leader: int) -> None:
        n = rules.n
        self.rules = rules
        self.after = rules.after  # the seat after each seat
        self.scores = scores  # per side, before this hand
        self.bags = bags
        self.phase = BID
        self.is_over = False
        self.leader = self.to_act = leader
        self.hands = [0] * n
        self.bids: tuple[int, ...] = (NO_BID,) * n
        self.blind: tuple[bool, ...] = (False,) * n
        self.viewed: tuple[bool, ...] = (True,) * n
        self.won = [0] * n
        self.trick: list[int] = []  # the cards of the trick, in play order from the leader
        self.led = 0  # the suit led (jokers lead spades) as a mask, jokers included
        self.led_top = 0  # the highest card of the suit led (53 for spades: the big joker)
        self.best = -1  # the card winning the trick so far, and who played it
        self.best_seat = -1
        self.trick_no = 0  # tricks completed
        self.broken = False  # spades broken
        # The rules of §2.6 and O11/O12 as masks, set as the hand goes: a leader leads a card
        # of ``lead_mask`` if it holds one, else any; a seat that cannot follow suit plays a
        # card of ``discard_mask`` if it holds one, else any.
        self.lead_mask = rules.leads_unbroken
        self.discard_mask = ALL_CARDS
        self.stock: tuple[int, ...] = ()  # the 2-player draw: the pack, top card first
        self.stock_pos = 0  # ... and the next card of it
        self.discards: CardSet = 0  # the 2-player draw's discards
        self.out_of_play: CardSet = 0  # the 2-player deal: the cards nobody receives
        self.exchanges: tuple[int, ...] = ()  # passes still due: giver * 8 + receiver, per card
        self.trace: list[Event] | None = None

    # --- the contract ----------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return TERMINAL if self.is_over else self.to_act

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    def moves(self) -> list[int]:
        """The legal moves, a fresh list: cards lowest first; bids lowest first, then blind
        nil and look."""
        # As legal_cards, with the common case first: a follow (only play has a trick).
        hand = self.hands[self.to_act]
        if self.trick:
            cards = hand & self.led
            if cards:
                return [*CARDS_OF[cards]]
            cards = hand & self.discard_mask or hand
        elif self.phase == PLAY_PHASE:
            cards = hand & self.lead_mask or hand
        else:
            return self._other_moves()
        t = CARDS_OF
        return [*t[cards & CLUBS_M], *t[cards & DIAMONDS_M], *t[cards & HEARTS_M],
                *t[cards & SPADE_SUIT]]

    def legal_cards(self) -> CardSet:
        """The cards the seat on turn may play (§2.6), in the play phase: follow suit if it
        can, else any card (O12a: no spade on trick 1 while it holds another suit); a lead
        within ``lead_mask`` while it holds such a card, else any."""
        hand = self.hands[self.to_act]
        if self.trick:
            return hand & self.led or hand & self.discard_mask or hand
        return hand & self.lead_mask or hand

    def _lowest_club_in_play(self) -> CardSet:
        clubs = 0
        for h in self.hands:
            clubs |= h
        clubs &= CLUB_SUIT
        return clubs & -clubs

    def _other_moves(self) -> list[int]:
        phase = self.phase
        if phase == BID:
            seat = self.to_act
            return [*self.rules.bid_moves(seat, self.bids, self.viewed[seat])]
        if phase == DRAW:
            return [KEEP_MOVE, REJECT_MOVE]
        if phase == EXCHANGE:
            return [GIVE_MOVE + c for c in card_list(self.hands[self.to_act])]
        return []

    # --- playing ---------------------------------------------------------------------------
    def play(self, move: int) -> None:
        """Apply a legal move. A card play (most moves, the hot path of search) is made here:
        the rules of play (§2.6, §2.7) are in this method and :meth:`_close_trick`."""
        seat = self.to_act
        trick = self.trick
        if trick:  # only the play phase has a trick
            if move > self.best and (move >= FIRST_SPADE or move <= self.led_top):
                # The highest spade wins, else the highest card of the suit led (§2.7): the
                # spades are the highest cards, and a card of another suit (beyond led_top)
                # or lower than the best cannot win.
                self.best = move
                self.best_seat = seat
        elif self.phase == PLAY_PHASE:
            self.led = FOLLOWS[move]
            self.led_top = TOP_OF_SUIT[move]
            self.best = move
            self.best_seat = seat
        else:
            self._play_other(move)
            return
        self.hands[seat] ^= BITS[move]  # (the bits are made once: every new int of 54 bits
        trick.append(move)  # is an allocation, and the card comparisons above need none)
        if self.trace is not None:
            self.trace.append(_PLAY_EVENTS[seat * 64 + move])
        if move >= FIRST_SPADE and not self.broken:
            self._break_spades(seat, move)
        after = self.after[seat]
        if after != self.leader:
            self.to_act = after
        else:  # every seat has played
            self._close_trick()

    def _break_spades(self, seat: int, card: int) -> None:
        """Any spade played breaks spades (§2.6, §5 A4): they may be led from the next trick."""
        self.set_broken()
        if self.trace is not None:
            self.trace.append(_BROKEN_EVENTS[seat * 64 + card])

    def set_broken(self) -> None:
        """Spades broken, as after a spade is played (also for a position set up by hand, as
        the sampler does): the lead rule changes with it."""
        self.broken = True
        self.lead_mask = self.rules.leads_broken

    def _close_trick(self) -> None:
        """The trick goes to the seat of its best card (see ``play``), who leads the next."""
        winner = self.best_seat
        self.won[winner] += 1
        self.trick_no = done = self.trick_no + 1
        if self.trace is not None:
            self.trace.append(new_event("trick", winner, tuple(self.trick), done))
        self.trick = []
        self.leader = self.to_act = winner
        rules = self.rules
        if done == 1:  # the first trick's own rules end (O12, O12a)
            self.lead_mask = rules.leads_broken if self.broken else rules.leads_unbroken
            self.discard_mask = ALL_CARDS
        if done == rules.T:
            self.phase = OVER
            self.is_over = True
            if self.trace is not None:
                self.trace.append(new_event("hand_over", -1, (), done))

    def trick_cards(self) -> CardSet:
        """The cards of the trick so far, as a set."""
        return bits(self.trick)

    def winning_card(self) -> int:
        """The card winning the trick so far (-1 if nothing is led)."""
        return self.best if self.trick else -1

    def winner_so_far(self) -> int:
        """The seat winning the trick so far (the leader if nothing is led)."""
        return self.best_seat if self.trick else self.leader

    def void_shown(self, card: int) -> CardSet:
        """The suits (as a card mask) that playing ``card`` now shows its player lacks: not
        following the suit led; a card outside the cards it must play while it holds one
        (a spade led before spades may be led, or thrown on trick 1 under O12a) shows it
        holds no card of them. Public knowledge (§2.3)."""
        bit = 1 << card
        if self.trick:
            if bit & self.led:
                return 0
            return self.led | (self.discard_mask if bit & ~self.discard_mask else 0)
        return self.lead_mask if bit & ~self.lead_mask else 0

    def _play_other(self, move: int) -> None:
        phase = self.phase
        if phase == BID:
            self._bid(move)
        elif phase == DRAW:
            self._draw(move == KEEP_MOVE)
        elif phase == EXCHANGE:
            self._give(move - GIVE_MOVE)

    def _draw(self, keep: bool) -> None:
        seat, pos = self.to_act, self.stock_pos
        first, second = self.stock[pos], self.stock[pos + 1]
        kept, thrown = (first, second) if keep else (second, first)
        self.stock_pos = pos + 2
        self.hands[seat] |= 1 << kept
        self.discards |= 1 << thrown
        if self.trace is not None:
            draw = Event("draw", seat, (kept,), private=True)
            discard = Event("discard", seat, (thrown,), private=True)
            self.trace += [draw, discard] if keep else [discard, draw]
        self.to_act = 1 - seat
        if self.stock_pos == len(self.stock):
            self.phase = BID
            self.to_act = self.leader

    def _bid(self, move: int) -> None:
        seat = self.to_act
        if not self.viewed[seat]:
            self.viewed = self.viewed[:seat] + (True,) + self.viewed[seat + 1:]
            if self.trace is not None:
                self.trace.append(Event("look", seat, tuple(card_list(self.hands[seat])),
                                        private=True))
        if move == LOOK_MOVE:
            return
        blind = move == BLIND_NIL_MOVE
        bid = 0 if blind else move - BID_MOVE
        self.bids = self.bids[:seat] + (bid,) + self.bids[seat + 1:]
        if blind:
            self.blind = self.blind[:seat] + (True,) + self.blind[seat + 1:]
        if self.trace is not None:
            self.trace.append(_BID_EVENTS[seat, bid, blind])
        self.to_act = self.after[seat]
        if self.to_act == self.leader:
            self._start_exchange_or_play()

    def exchanges_due(self) -> tuple[int, ...]:
        """O7: the passes due once everyone has bid, in bidding order: for each blind-nil
        bidder whose partner did not bid nil, its cards to the partner, then the partner's
        back; one entry (giver * 8 + receiver) per card."""
        rules = self.rules
        count = rules.exchange
        if not count:
            return ()
        passes: list[int] = []
        for k in range(rules.n):
            s = (self.leader + k) % rules.n  # bidding order
            partner = rules.partners[s][0]
            if self.blind[s] and self.bids[partner] != 0:
                passes += [s * 8 + partner] * count + [partner * 8 + s] * count
        return tuple(passes)

    def _start_exchange_or_play(self) -> None:
        self.exchanges = self.exchanges_due()
        if self.exchanges:
            self.phase = EXCHANGE
            self.to_act = self.exchanges[0] // 8
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAY_PHASE
        rules = self.rules
        if rules.lowest_club:  # O12: its holder leads it (looked up after any exchange)
            self.lead_mask = self._lowest_club_in_play()
            self.leader = next(s for s, h in enumerate(self.hands) if h & self.lead_mask)
        if rules.no_spades_first:
            self.discard_mask = OTHER_SUITS
        self.to_act = self.leader

    def _give(self, c: Card) -> None:
        step = self.exchanges[0]
        self.exchanges = self.exchanges[1:]
        giver, receiver = step // 8, step % 8
        self.hands[giver] &= ~(1 << c)
        self.hands[receiver] |= 1 << c
        if self.trace is not None:
            self.trace += [Event("give", giver, (c,), target=receiver, private=True),
                           Event("receive", receiver, (c,), target=giver, private=True)]
        if self.exchanges:
            self.to_act = self.exchanges[0] // 8
        else:
            self._start_play()

    def start_play_with(self, bids: Sequence[int]) -> None:
        """Take ``bids`` as made (blind flags kept) and start the play at once, without the
        exchange: for a search that wants to play a hand out from the bidding."""
        self.bids = tuple(bids)
        self.viewed = (True,) * self.rules.n
        self.exchanges = ()
        self._start_play()

    # --- the score --------------------------------------------------------------------------
    def score(self) -> tuple[list[int], list[int]]:
        """Each side's points for the hand and its bag counter afterwards (§2.8)."""
        opts, bids, blind, won = self.rules.options, self.bids, self.blind, self.won
        points, bags = [], []
        for i, members in enumerate(self.rules.sides):
            delta, b = score_side(opts, members, bids, blind, won, self.bags[i])
            points.append(delta)
            bags.append(b)
        return points, bags

    def side_points(self) -> list[int]:
        """Each side's points for the hand as it stands (the search scores finished hands)."""
        opts, bids, blind, won = self.rules.options, self.bids, self.blind, self.won
        return [score_side(opts, members, bids, blind, won, self.bags[i])[0]
                for i, members in enumerate(self.rules.sides)]

    # --- copies -----------------------------------------------------------------------------
    def clone(self) -> SpadesCore:
        new = _new_core(SpadesCore)
        new.rules = self.rules
        new.scores = self.scores
        new.bags = self.bags
        new.phase = self.phase
        new.is_over = self.is_over
        new.leader = self.leader
        new.to_act = self.to_act
        new.hands = self.hands[:]
        new.bids = self.bids
        new.blind = self.blind
        new.viewed = self.viewed
        new.won = self.won[:]
        new.trick = self.trick[:]
        new.led = self.led
        new.led_top = self.led_top
        new.best = self.best
        new.best_seat = self.best_seat
        new.trick_no = self.trick_no
        new.broken = self.broken
        new.lead_mask = self.lead_mask
        new.discard_mask = self.discard_mask
        new.after = self.after
        new.stock = self.stock
        new.stock_pos = self.stock_pos
        new.discards = self.discards
        new.out_of_play = self.out_of_play
        new.exchanges = self.exchanges
        new.trace = None
        return new

    def key(self) -> tuple[Any, ...]:
        return (self.phase, self.to_act, self.leader, tuple(self.hands), self.bids, self.blind,
                self.viewed, tuple(self.won), tuple(self.trick), self.trick_no, self.broken,
                self.lead_mask, self.discard_mask,
                self.stock[self.stock_pos:], self.discards, self.out_of_play, self.exchanges)

# Every field of a core but its rules (made from the options) and its trace: what a state's
# key is made of.
CORE_FIELDS = tuple(n for n in SpadesCore.__slots__ if n not in ("rules", "trace"))

_new_core = object.__new__

def _bad_deck(rules: SpadesRules) -> RecordError:
    return RecordError(BAD_DECK(size=rules.pack.bit_count(), n=rules.n))

def deal_core(rules: SpadesRules, dealer: int, deck: Sequence[int], carry: Carry,
              trace: list[Event] | None = None) -> SpadesCore:
    """The core of a new hand from the pack order ``deck`` (``deck[0]`` is the top card), the
    ``deal`` events into ``trace``; RecordError if the deck is not the pack or the dealer not
    a seat."""
    n = rules.n
    if not 0 <= dealer < n:
        raise RecordError(BAD_DEALER(dealer=dealer, n=n))
    scores, bags = _read_carry(carry, len(rules.sides))
    core = SpadesCore(rules, scores, bags, dealer + 1 if dealer + 1 < n else 0)
    if n == 2:
        if sorted(deck) != rules.pack_cards:
            raise _bad_deck(rules)
        if rules.draw:
            core.phase = DRAW
            core.stock = tuple(deck)
            return core
        # "deal" variant: 13 each alternately, the rest unseen (§2.4)
        dealt = [tuple(deck[k:26:2]) for k in range(2)]
        hands = [bits(cards) for cards in dealt]
        core.out_of_play = bits(deck[26:])
    else:  # card k to seat dealer+1+k: each seat takes every n-th card
        dealt = [tuple(deck[k::n]) for k in range(n)]
        try:
            hands = [bits(cards) for cards in dealt]
        except IndexError:
            raise _bad_deck(rules) from None
        # As many cards as the pack, together the pack: none missing, so none twice, and
        # none outside it (an index out of the pack has a bit beyond it, see BITS).
        union = 0
        for h in hands:
            union |= h
        if len(deck) != len(rules.pack_cards) or union != rules.pack:
            raise _bad_deck(rules)
    first = n - 1 - dealer  # hands[k] goes to seat dealer + 1 + k
    core.hands = hands[first:] + hands[:first]
    options = rules.options
    if options.blind_nil:  # eligible seats have not seen their cards yet (§5 A26)
        core.viewed = tuple(not blind_nil_eligible(options, rules.side_of[s], scores)
                            for s in range(n))
    if trace is not None:
        viewed = core.viewed
        for k, cards in enumerate(dealt):
            s = (dealer + 1 + k) % n
            trace.append(new_event("deal", s, cards if viewed[s] else (HIDDEN,) * rules.T, 0, "",
                                True))
    return core

def new_core(options: Options, num_seats: int, dealer: int, deck: Sequence[int],
             carry: Carry) -> SpadesCore:
    """``GameInfo.new_core``: the core of a new hand (see :func:`deal_core`)."""
    return deal_core(rules_for(options, num_seats), dealer, deck, carry)

def _read_carry(carry: Carry, num_sides: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Side scores and bag counters from the previous hands (zeros for the first hand)."""
    if type(carry) is Carry and carry.chips is None:
        return (0,) * num_sides, (0,) * num_sides  # nothing carried: the first hand
    if not isinstance(carry, SpadesCarry) or carry.chips is not None:
        raise RecordError(CARRY_KIND())
    values = []
    for name, raw in (("scores", carry.scores), ("bags", carry.bags)):
        if not raw:
            raw = (0,) * num_sides
        if len(raw) != num_sides:
            raise RecordError(CARRY_SIZE(name=repr(name), n=num_sides))
        values.append(tuple(raw))
    return values[0], values[1]

