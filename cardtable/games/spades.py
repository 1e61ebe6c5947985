"""Spades: four individual players with jokers by default; 2, 3, 5 and 6 players, partnerships,
nil, blind nil and bags as options. Rules: ``shared/rules/spades.md`` (the ground truth).

One deal (:class:`SpadesState`) is one *hand*: building the hands, one round of bidding, the
optional blind-nil exchange, T tricks, and the hand's score. The game to 500 (or 200), the tie
rule and the bags carried from hand to hand belong to :class:`SpadesMatch`; a hand receives the
running side scores and bag counters in ``carry`` (:class:`SpadesCarry`, one entry per
side) because blind-nil eligibility and the bag penalty depend on them.

Action notation (every action reads back from its text, ``Action.parse(str(a)) == a``):

* ``bid 4`` — a bid of four tricks; ``bid 0`` is nil (the text ``nil`` is read as ``bid 0``);
* ``blind_nil`` — blind nil, chosen before looking; ``look`` — pick up the cards first
  (offered only to a seat that may still bid blind nil, at its own bidding turn);
* ``keep`` / ``reject`` — the 2-player draw: keep the card looked at (the next one is
  discarded) or discard it and take the next one;
* ``give 7H`` — one card of a blind-nil exchange; a pass of two cards is two ``give`` actions
  by the same seat;
* ``QH``, ``BJ`` — play that card.

Events, in order: ``deal`` (one per seat, private; the cards of a seat that may still bid blind
nil are withheld from it too), ``draw``/``discard`` (2-player draw, private), ``look``
(private), ``bid`` (value = tricks, text "nil"/"blind nil"), ``give``/``receive`` (exchange,
private to the giver / receiver), ``play``, ``spades_broken``, ``trick`` (seat = winner, cards in
play order, value = trick number) and ``hand_over`` (text = the hand's summary).

Decisions where the rules file is silent or where the contract shaped them (see also §5 there):

* The number of players is the contract's ``num_seats``, not an option field: every game
  chooses its seat count the same way (``GameInfo.seat_counts``). Option combinations that
  need a seat count (``pairs`` needs 4 or 6, ``triples`` 6, ``lowest_club`` not 2) are checked
  when a deal is made.
* O10 ``lose_threshold`` ("integer or none") is two fields, ``lose_threshold_on`` and
  ``lose_threshold`` (-200), because an option holds one kind of value.
* O7's pass of two cards is made as two ``give`` actions (an action names one card); nothing
  else about the exchange changes, and the giver cannot take a card back.
* ``bag_limit`` (10) and ``bag_penalty`` (100) are options with the rules' values.
* A deal's ``points`` are the hand score of each seat's side (partners get the same number,
  as OpenSpiel's ``returns``); ``winners`` are the seats of the side(s) that scored most.
* In the 2-player draw the opponent sees whether a card was kept or rejected (the order of
  the hidden ``draw``/``discard`` events), as at a real table, never which card.
* Shown voids are public (``SpadesView.voids``): a seat that does not follow the suit led
  lacks it; a spade led while spades could not otherwise be led (unbroken, or under
  ``only_when_forced``) shows a hand of spades only, as does a spade discarded on trick 1 under
  ``first_trick_no_spades``. Worlds for search respect them: :func:`sample_world` builds one
  from a seat's view (what the AI has), :meth:`SpadesState.sample_hidden` from a state.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from cardtable.cards import (
    CLUBS,
    DEUCES,
    HIDDEN,
    JOKER_MASK,
    PACK_52,
    PACK_54,
    SPADES,
    SUIT_MASKS,
    Card,
    CardSet,
    card_list,
    card_name,
    cardset,
    suit_name,
)
from cardtable.engine.action import PLAY, Action
from cardtable.engine.carry import Carry
from cardtable.engine.errors import IllegalActionError, OptionsError, RecordError
from cardtable.engine.events import Event, make_event
from cardtable.engine.match import Match
from cardtable.engine.messages import Message, Text
from cardtable.engine.options import option
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import TERMINAL, DealResult, GameState, View

# --- options ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """Every variant of ``rules/spades.md`` §4; the defaults are the seed's game (preset SEED)."""

    partnerships: str = option("none", "Partnerships", choices=("none", "pairs", "triples"),
                               help="pairs: 4 players (0+2, 1+3) or 6 (opposite); triples: 6")
    jokers: bool = option(True, "Jokers", help="Big and little joker as the two top spades")
    nil: bool = option(False, "Nil bids", help="A bid of no tricks: +/- nil value")
    nil_value: int = option(100, "Nil value", minimum=0)
    double_nil_allowed: bool = option(True, "Both partners may bid nil")
    nil_tricks_help_partner: bool = option(
        False, "Failed nil tricks count for the partner",
        help="Off: they only count as bags (pagat). On: they count toward the contract (OpenSpiel)")
    set_penalty: str = option("zero", "Broken contract", choices=("zero", "minus_bid"),
                              help="zero: scores nothing; minus_bid: loses 10 per trick bid")
    blind_nil: bool = option(False, "Blind nil", help="Nil bid before looking; needs nil")
    blind_nil_value: int = option(200, "Blind nil value", minimum=0)
    blind_nil_min_deficit: int = option(
        100, "Blind nil only when behind by", minimum=0, help="0: always allowed")
    blind_nil_exchange: int = option(2, "Blind nil card exchange", choices=(0, 2),
                                     help="Cards passed between partners (pairs only)")
    bags_penalty: bool = option(False, "Bags penalty", help="Lose bag penalty per bag limit")
    bag_limit: int = option(10, "Bags per penalty", minimum=1)
    bag_penalty: int = option(100, "Bag penalty", minimum=0)
    target: int = option(500, "Game to", minimum=1, help="500; short game 200")
    lose_threshold_on: bool = option(False, "Lose threshold")
    lose_threshold: int = option(-200, "Game also ends at or below")
    spades_lead: str = option("after_broken", "Leading spades",
                              choices=("after_broken", "anytime", "only_when_forced"))
    first_lead: str = option("eldest", "First lead", choices=("eldest", "lowest_club"))
    first_trick_no_spades: bool = option(False, "No spades on the first trick")
    side_bid_cap: bool = option(False, "Side's bids at most the tricks of a hand",
                                help="Partnerships only; needs nil")
    two_player_hand_building: str = option("draw", "Two players build hands by",
                                           choices=("draw", "deal"))

    def __post_init__(self) -> None:
        if self.blind_nil and not self.nil:
            raise OptionsError("blind nil needs nil bids to be allowed")
        if self.partnerships != "none" and self.side_bid_cap:
            if not self.nil:
                raise OptionsError("the side bid cap needs nil bids (a partner could be left "
                                   "with no legal bid)")
            if self.partnerships == "triples" and not self.double_nil_allowed:
                raise OptionsError("with triples the side bid cap needs double nil allowed")


PRESETS: Final[Mapping[str, Options]] = {
    "seed": Options(),
    "seed_short": Options(target=200),
    "classic_partnership": Options(
        partnerships="pairs", jokers=False, nil=True, blind_nil=True, set_penalty="minus_bid",
        bags_penalty=True),
    "openspiel": Options(
        partnerships="pairs", jokers=False, nil=True, nil_tricks_help_partner=True,
        set_penalty="minus_bid", bags_penalty=True, side_bid_cap=True,
        spades_lead="only_when_forced"),
}

# --- the pack, sides and sizes ---------------------------------------------------------------

SPADE_SUIT: Final = SUIT_MASKS[SPADES] | JOKER_MASK  # jokers are spades for every purpose
# The suit each card follows (and calls for when led), as a mask: jokers are spades.
_FOLLOWS: Final = tuple(SPADE_SUIT if c >= 39 else SUIT_MASKS[c // 13] for c in range(54))
OTHER_SUITS: Final = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2]
CLUB_SUIT: Final = SUIT_MASKS[CLUBS]
_2C, _2D, _2H, _2S = DEUCES


def removed_cards(num_seats: int, jokers: bool) -> tuple[Card, ...]:
    """The cards taken out of the pack (§1.2): always twos, so that the pack divides evenly."""
    if jokers:
        return {4: (_2C, _2D), 2: (_2C, _2D), 5: DEUCES}.get(num_seats, ())
    return {3: (_2C,), 5: (_2C, _2D), 6: DEUCES}.get(num_seats, ())


def spades_pack(options: Options, num_seats: int) -> CardSet:
    full = PACK_54 if options.jokers else PACK_52
    return full & ~cardset(removed_cards(num_seats, options.jokers))


def tricks_per_hand(options: Options, num_seats: int) -> int:
    """T: cards each player holds after the deal (13 with two players, who discard half)."""
    if num_seats == 2:
        return 13
    return spades_pack(options, num_seats).bit_count() // num_seats


def sides_of(options: Options, num_seats: int) -> tuple[tuple[int, ...], ...]:
    """The scoring units (O3): one per player, or the partnerships."""
    if options.partnerships == "pairs":
        half = num_seats // 2
        return tuple((s, s + half) for s in range(half))
    if options.partnerships == "triples":
        return ((0, 2, 4), (1, 3, 5))
    return tuple((s,) for s in range(num_seats))


def check_layout(options: Options, num_seats: int) -> None:
    """Option checks that need the number of players (§4 Validation)."""
    if options.partnerships == "pairs" and num_seats not in (4, 6):
        raise OptionsError("partnerships in pairs need 4 or 6 players")
    if options.partnerships == "triples" and num_seats != 6:
        raise OptionsError("partnerships in triples need 6 players")
    if options.first_lead == "lowest_club" and num_seats == 2:
        raise OptionsError("the lowest-club first lead is not played with 2 players")


# --- scoring (§2.8) and the end of the game (§2.9) ---------------------------------------------


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


def game_winner(options: Options, scores: Sequence[int]) -> int | None:
    """The winning side after a hand, or None: play another hand (§2.9, ties included)."""
    best = max(scores)
    decided = best >= options.target or (
        options.lose_threshold_on and min(scores) <= options.lose_threshold)
    leaders = [i for i, s in enumerate(scores) if s == best]
    return leaders[0] if decided and len(leaders) == 1 else None


def blind_nil_eligible(options: Options, side: int, scores: Sequence[int]) -> bool:
    """O6: the side is at least the minimum deficit behind the best other side."""
    if not options.blind_nil:
        return False
    if options.blind_nil_min_deficit == 0:
        return True
    best_other = max(s for i, s in enumerate(scores) if i != side)
    return scores[side] <= best_other - options.blind_nil_min_deficit


# --- events made often -----------------------------------------------------------------------

def _event(kind: str, seat: int, cards: tuple[int, ...], value: int = 0, text: str = "",
           private: bool = False) -> Event:
    """The 18 events a deal cannot make in advance (4 deals, 13 tricks, the end), made fast."""
    return make_event(kind, seat, cards, value, -1, text, private)


# --- actions, cached: the play path allocates nothing per card --------------------------------

KEEP: Final = Action("keep")
REJECT: Final = Action("reject")
LOOK: Final = Action("look")
BLIND_NIL: Final = Action("blind_nil")
PLAY_ACTIONS: Final = tuple(Action(PLAY, card=c) for c in range(54))
GIVE_ACTIONS: Final = tuple(Action("give", card=c) for c in range(54))
BID_ACTIONS: Final = tuple(Action("bid", n=b) for b in range(19))

class _SuitActions(dict[CardSet, tuple[Action, ...]]):
    """The play actions of a set of cards *of one suit* (spades with the jokers), lowest first,
    keyed by the set itself and made on first use: at most 8,192 sets per suit (32,768 for
    spades with jokers), so the table stays bounded however long a program runs."""

    def __missing__(self, cards: CardSet) -> tuple[Action, ...]:
        acts = tuple(PLAY_ACTIONS[c] for c in range(54) if cards >> c & 1)
        self[cards] = acts
        return acts


_SUIT_ACTIONS: Final = _SuitActions({0: ()})
_CLUBS_M, _DIAMONDS_M, _HEARTS_M = SUIT_MASKS[0], SUIT_MASKS[1], SUIT_MASKS[2]
_SPADES_M: Final = SUIT_MASKS[SPADES] | JOKER_MASK


def play_actions(cards: CardSet) -> list[Action]:
    """The play actions of a set of cards, lowest card first: four table look-ups, one a suit."""
    t = _SUIT_ACTIONS
    return [*t[cards & _CLUBS_M], *t[cards & _DIAMONDS_M], *t[cards & _HEARTS_M],
            *t[cards & _SPADES_M]]


DRAW, BID, EXCHANGE, PLAY_PHASE, OVER = range(5)
PHASE_NAMES: Final = ("draw", "bid", "exchange", "play", "over")
NO_BID: Final = -1

# --- the view ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SpadesView(View):
    """What one seat may know: the base view plus the public facts of the hand (§2.3).

    ``bids`` holds None for seats still to bid, 0 for nil; ``offered`` is the card this seat is
    looking at in the 2-player draw (else HIDDEN); ``seen_discards`` the discards it saw.
    ``scores``/``bags`` are per side, before this hand. ``voids`` holds, per seat, the suits
    (as card masks, spades with the jokers) that seat has shown it does not hold: it did not
    follow them, or it led a spade when only a spades-only hand could (public knowledge).
    """

    phase: str
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


# --- one hand ------------------------------------------------------------------------------------


class SpadesState(GameState[Options]):
    """One hand of Spades, from the deal (or the 2-player draw) to the score."""

    game_id: ClassVar[str] = "spades"

    # Class-level defaults for what a 4-player hand sets only at its end or never: an instance
    # then has at most 30 attributes of its own, the most CPython 3.11 keeps in its compact
    # shared-key layout (attribute reads measured about 20% faster than with 35, in isolation).
    stock_pos = 0  # the 2-player draw: the next card of the stock, and the discards
    discards: CardSet = 0
    out_of_play: CardSet = 0  # the 2-player deal: the cards nobody receives
    exchanges: Sequence[int] = ()  # pending passes: giver * 8 + receiver, one per card
    _result: DealResult | None = None

    def __init__(self, options: Options, num_seats: int, dealer: int, deck: Sequence[int],
                 carry: Carry) -> None:
        self.sides, self.side_of, self.T, pack = _layout(options, num_seats)
        if not 0 <= dealer < num_seats:
            raise RecordError(f"dealer {dealer} is not a seat of {num_seats}")
        self.options = options
        self.num_seats = n = num_seats
        self.dealer = dealer
        self.deck = tuple(deck)
        self.carry = carry
        self.history = []
        self.log = []
        self.scores, self.bags = _read_carry(carry, len(self.sides))
        self.hands = [0] * n
        self.bids = [NO_BID] * n
        self.blind = [False] * n
        self.viewed = [True] * n
        self.won = [0] * n
        self.taken = [0] * n  # the cards of each seat's won tricks
        self.seen = [0] * n  # cards whose place a seat knows besides its hand (draw, exchange)
        self.voids = [0] * n  # suits (as card masks) a seat has shown it does not hold
        self.trick: list[int] = []
        self.trick_mask = 0
        self.led_suit = 0  # the suit led (jokers lead spades) as a mask, jokers included
        self.leader = (dealer + 1) % n
        self.to_act = self.leader
        self.trick_no = 0
        self.spades_broken = False
        self.phase = BID
        if n > 2:
            self._deal(pack)
            return
        if sorted(self.deck) != _PACK_LISTS[pack]:
            raise _bad_deck(pack, n)
        if options.two_player_hand_building == "draw":
            self.phase = DRAW
        else:
            self._deal(pack)

    # --- building the hands ------------------------------------------------------------
    def _deal(self, pack: CardSet) -> None:
        """Deal the deck (checked to be the pack here when more than two play)."""
        n, deck, dealer = self.num_seats, self.deck, self.dealer
        if n == 2:  # "deal" variant: 13 each alternately, the rest unseen (§2.4)
            for k in range(26):
                self.hands[(dealer + 1 + k) % 2] |= 1 << deck[k]
            self.out_of_play = _bits(deck[26:])
            dealt = [deck[k:26:2] for k in range(2)]
        else:  # card k to seat dealer+1+k: each seat takes every n-th card
            dealt = [deck[k::n] for k in range(n)]
            try:
                hands = [_bits(cards) for cards in dealt]
            except IndexError:
                raise _bad_deck(pack, n) from None
            # As many cards as the pack, summing to the pack: no card twice (a repeated bit
            # would carry, leaving fewer bits than cards), none missing, none outside it.
            if len(deck) != pack.bit_count() or sum(hands) != pack:
                raise _bad_deck(pack, n)
            first = n - 1 - dealer  # hands[k] goes to seat dealer + 1 + k
            self.hands = hands[first:] + hands[:first]
        # Blind nil: eligible seats have not seen their cards yet (§5 A26).
        viewed = self.viewed
        if self.options.blind_nil:
            for s in range(n):
                viewed[s] = not blind_nil_eligible(self.options, self.side_of[s], self.scores)
        log = self.log
        for k, cards in enumerate(dealt):
            s = (dealer + 1 + k) % n
            log.append(_event("deal", s, cards if viewed[s] else (HIDDEN,) * self.T, 0, "", True))

    # --- the contract ----------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.to_act

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        """A fresh list each call (callers may keep or change it)."""
        if self.phase == PLAY_PHASE:
            if self.trick:  # the common case first: a follow, one look-up in the suit's table
                follow = self.hands[self.to_act] & self.led_suit
                if follow:
                    return [*_SUIT_ACTIONS[follow]]
            cards, t = self.legal_cards(), _SUIT_ACTIONS  # as play_actions(cards), one call less
            return [*t[cards & _CLUBS_M], *t[cards & _DIAMONDS_M], *t[cards & _HEARTS_M],
                    *t[cards & _SPADES_M]]
        if self.phase == BID:
            return self._legal_bids()
        if self.phase == DRAW:
            return [KEEP, REJECT]
        if self.phase == EXCHANGE:
            h = self.hands[self.to_act]
            return [GIVE_ACTIONS[c] for c in card_list(h)]
        return []

    def legal_cards(self) -> CardSet:
        """The cards the seat on turn may play (§2.6)."""
        hand = self.hands[self.to_act]
        if self.trick:
            follow = hand & self.led_suit
            if follow:
                return follow
            if self.trick_no == 0 and self.options.first_trick_no_spades and hand & OTHER_SUITS:
                return hand & OTHER_SUITS
            return hand
        if self.trick_no == 0 and self.options.first_lead == "lowest_club":
            return self._lowest_club_in_play()
        rule = self.options.spades_lead
        if rule == "anytime" or not hand & OTHER_SUITS:
            return hand
        if rule == "after_broken" and self.spades_broken:
            return hand
        return hand & OTHER_SUITS

    def _lowest_club_in_play(self) -> CardSet:
        clubs = 0
        for h in self.hands:
            clubs |= h
        clubs &= CLUB_SUIT
        return clubs & -clubs

    def _bid_range(self, seat: int) -> tuple[int, int, bool]:
        """Lowest and highest legal bid, and whether nil (and blind nil) are allowed now."""
        opts = self.options
        nil_ok = opts.nil
        high = self.T
        if opts.partnerships != "none":
            partner_bids = [self.bids[p] for p in self.sides[self.side_of[seat]]
                            if p != seat and self.bids[p] != NO_BID]
            if not opts.double_nil_allowed and 0 in partner_bids:
                nil_ok = False
            if opts.side_bid_cap:
                high = self.T - sum(partner_bids)
        return (0 if nil_ok else 1), high, nil_ok

    def _legal_bids(self) -> list[Action]:
        seat = self.to_act
        low, high, nil_ok = self._bid_range(seat)
        legal = list(BID_ACTIONS[low:high + 1])
        if not self.viewed[seat]:
            if nil_ok:
                legal.append(BLIND_NIL)
            legal.append(LOOK)
        return legal

    def why_illegal(self, action: Action) -> Message:
        return _SUMMARY(summary=self._why_illegal(action))

    def _why_illegal(self, action: Action) -> str:
        if self.phase == OVER:
            return "the hand is over"
        phase = PHASE_NAMES[self.phase]
        wanted = {DRAW: ("keep", "reject"), BID: ("bid", "blind_nil", "look"),
                  EXCHANGE: ("give",), PLAY_PHASE: (PLAY,)}[self.phase]
        if action.kind not in wanted:
            return {DRAW: "You must keep or reject the card you are looking at",
                    BID: "It is time to bid",
                    EXCHANGE: "You must give a card to your partner",
                    PLAY_PHASE: "Bidding is over; play a card"}.get(self.phase, phase)
        if self.phase == BID:
            return self._why_bid_illegal(action)
        if action.card is None or not self.hands[self.to_act] >> action.card & 1:
            what = card_name(action.card) if action.card is not None else "that card"
            return f"You do not hold the {what}"
        if self.phase == PLAY_PHASE:
            return self._why_play_illegal(action.card)
        return "it is not one of the moves allowed now"

    def _why_bid_illegal(self, action: Action) -> str:
        seat = self.to_act
        low, high, nil_ok = self._bid_range(seat)
        if action.kind == "look":
            return "You have already looked at your cards"
        if action.kind == "blind_nil" or action.n == 0:
            blind = action.kind == "blind_nil"
            if not self.options.nil:
                return "Nil bids are not allowed in this game"
            if not nil_ok:
                return "Your partner already bid nil"
            if blind and not self.options.blind_nil:
                return "Blind nil is not allowed in this game"
            if blind and not blind_nil_eligible(self.options, self.side_of[seat], self.scores):
                return ("You may bid blind nil only when your side is at least "
                        f"{self.options.blind_nil_min_deficit} points behind")
            if blind:
                return "You have already looked at your cards"
        if action.n is None:
            return "A bid needs a number of tricks"
        if self.options.side_bid_cap and self.options.partnerships != "none" and action.n > high:
            return f"Your side's bids may not add up to more than {self.T} tricks"
        return f"Bids go from {low} to {high}"

    def _why_play_illegal(self, c: Card) -> str:
        hand = self.hands[self.to_act]
        if self.trick:
            led = self.trick[0]
            suit = "spades" if led >= 39 else suit_name(led // 13)
            if hand & self.led_suit:
                return f"You must follow suit: {suit}"
            return "You may not play a spade on the first trick while you hold another suit"
        if self.trick_no == 0 and self.options.first_lead == "lowest_club":
            low = self._lowest_club_in_play().bit_length() - 1
            return f"The first trick must be led with the {card_name(low)}"
        if self.options.spades_lead == "only_when_forced":
            return "You may lead a spade only when you hold nothing but spades"
        return "Spades are not broken yet"

    # --- applying ------------------------------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        """As the base class; a card play is checked against the legal cards' bitmask."""
        if isinstance(action, str):
            action = self.parse_action(action)
        c = action.card if isinstance(action, Action) else None
        if (self.phase == PLAY_PHASE and c is not None and 0 <= c < 54
                and (action is PLAY_ACTIONS[c] or action == PLAY_ACTIONS[c])
                and self.legal_cards() >> c & 1):
            return self.apply_unchecked(PLAY_ACTIONS[c])
        return super().apply(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """As the base class. A card play (most actions, the hot path of search) is made here:
        the rules of play (§2.6, §2.7) are in this method and :meth:`_close_trick`."""
        if self.phase != PLAY_PHASE:
            events = self._apply(action)
            self.history.append(action)
            self.log += events
            return events
        c: Card = action.card  # type: ignore[assignment]
        seat = self.to_act
        bitc = 1 << c
        self.hands[seat] ^= bitc
        trick = self.trick
        if trick:
            if not bitc & self.led_suit:  # not following shows a void (§2.3)
                self.voids[seat] |= self.led_suit
                if bitc & SPADE_SUIT and self.trick_no == 0 and self.options.first_trick_no_spades:
                    self.voids[seat] |= OTHER_SUITS  # a spade on trick 1 under O12a: only spades
        else:
            self.led_suit = led_suit = _FOLLOWS[c]
            if led_suit == SPADE_SUIT and self._spade_lead_shows_only_spades():
                self.voids[seat] |= OTHER_SUITS
        trick.append(c)
        self.trick_mask |= bitc
        if bitc & SPADE_SUIT and not self.spades_broken:
            self.spades_broken = True
            events = [_PLAY_EVENTS[seat * 64 + c], _BROKEN_EVENTS[seat * 64 + c]]
        else:
            events = [_PLAY_EVENTS[seat * 64 + c]]
        if len(trick) < self.num_seats:
            self.to_act = seat + 1 if seat + 1 < self.num_seats else 0
        else:
            self._close_trick(events)
        self.history.append(action)
        self.log += events
        return events

    def _apply(self, action: Action) -> list[Event]:
        phase = self.phase
        if phase == BID:
            return self._bid(action)
        if phase == DRAW:
            return self._draw(action is KEEP or action.kind == "keep")
        if phase == EXCHANGE:
            return self._give(action.card)  # type: ignore[arg-type]
        if phase == PLAY_PHASE:  # apply_unchecked plays cards itself; here for the contract
            events = self.apply_unchecked(action)
            del self.history[-1], self.log[-len(events):]
            return events
        raise IllegalActionError(action, "the hand is over")

    def _draw(self, keep: bool) -> list[Event]:
        seat, pos = self.to_act, self.stock_pos
        first, second = self.deck[pos], self.deck[pos + 1]
        kept, thrown = (first, second) if keep else (second, first)
        self.stock_pos = pos + 2
        self.hands[seat] |= 1 << kept
        self.discards |= 1 << thrown
        self.seen[seat] |= 1 << thrown
        draw = Event("draw", seat, (kept,), private=True)
        discard = Event("discard", seat, (thrown,), private=True)
        events = [draw, discard] if keep else [discard, draw]
        self.to_act = 1 - seat
        if self.stock_pos == len(self.deck):
            self.phase = BID
            self.to_act = self.leader
        return events

    def _bid(self, action: Action) -> list[Event]:
        seat = self.to_act
        events = []
        if not self.viewed[seat]:
            self.viewed[seat] = True
            events.append(Event("look", seat, tuple(card_list(self.hands[seat])), private=True))
        if action.kind == "look":
            return events
        blind = action.kind == "blind_nil"
        bid = 0 if blind else action.n
        assert bid is not None
        self.bids[seat] = bid
        self.blind[seat] = blind
        events.append(_BID_EVENTS[seat, bid, blind])
        self.to_act = (seat + 1) % self.num_seats
        if self.to_act == self.leader:
            self._start_exchange_or_play()
        return events

    def _start_exchange_or_play(self) -> None:
        opts = self.options
        if opts.blind_nil and opts.partnerships == "pairs" and opts.blind_nil_exchange:
            passes = list(self.exchanges)
            for k in range(self.num_seats):
                s = (self.leader + k) % self.num_seats  # bidding order
                partner = next(p for p in self.sides[self.side_of[s]] if p != s)
                if self.blind[s] and self.bids[partner] != 0:
                    count = opts.blind_nil_exchange
                    passes += [s * 8 + partner] * count + [partner * 8 + s] * count
            if passes:
                self.exchanges = passes
        if self.exchanges:
            self.phase = EXCHANGE
            self.to_act = self.exchanges[0] // 8
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAY_PHASE
        if self.options.first_lead == "lowest_club":
            low = self._lowest_club_in_play()
            self.leader = next(s for s in range(self.num_seats) if self.hands[s] & low)
        self.to_act = self.leader

    def _give(self, c: Card) -> list[Event]:
        step = self.exchanges[0]
        self.exchanges = self.exchanges[1:]
        giver, receiver = step // 8, step % 8
        self.hands[giver] &= ~(1 << c)
        self.hands[receiver] |= 1 << c
        self.seen[giver] |= 1 << c
        events = [Event("give", giver, (c,), target=receiver, private=True),
                  Event("receive", receiver, (c,), target=giver, private=True)]
        if self.exchanges:
            self.to_act = self.exchanges[0] // 8
        else:
            self._start_play()
        return events

    def _spade_lead_shows_only_spades(self) -> bool:
        """Whether leading a spade now proves the leader held nothing else (§2.6, O11)."""
        rule = self.options.spades_lead
        return rule == "only_when_forced" or (rule == "after_broken" and not self.spades_broken)

    def _close_trick(self, events: list[Event]) -> None:
        """The highest spade wins, else the highest card of the suit led (§2.7)."""
        mask = self.trick_mask
        best = (mask & SPADE_SUIT or mask & self.led_suit).bit_length() - 1
        trick = self.trick
        winner = (self.leader + trick.index(best)) % self.num_seats
        self.won[winner] += 1
        self.taken[winner] |= mask
        self.trick_no += 1
        events.append(_event("trick", winner, tuple(trick), self.trick_no))
        self.trick = []
        self.trick_mask = 0
        self.leader = self.to_act = winner
        if self.trick_no == self.T:
            self.phase = OVER
            self._result = self._score()
            events.append(_event("hand_over", -1, (), self.trick_no, str(self._result.summary)))

    # --- scoring ---------------------------------------------------------------------------
    def _score(self) -> DealResult:
        opts, bids, blind, won = self.options, self.bids, self.blind, self.won
        deltas, bags, parts = [], [], []
        for i, members in enumerate(self.sides):
            delta, b = score_side(opts, members, bids, blind, won, self.bags[i])
            deltas.append(delta)
            bags.append(b)
            words, taken = [], 0
            for p in members:
                words.append("blind nil" if blind[p] else _BID_WORDS[bids[p]])
                taken += won[p]
            parts.append(f"{_side_name(members)}: bid {'+'.join(words)}, won {taken}, {delta:+d}")
        scores = [s + d for s, d in zip(self.scores, deltas)]
        points = tuple([deltas[side] for side in self.side_of])
        best = max(deltas)
        winners = tuple([s for s, p in enumerate(points) if p == best])
        details = {"bids": list(bids), "blind": list(blind), "won": list(won),
                   "side_points": deltas, "scores": scores, "bags": bags}
        return DealResult(points, winners, _SUMMARY(summary="; ".join(parts)), details,
                          SpadesCarry(scores=tuple(scores), bags=tuple(bags)))

    def result(self) -> DealResult:
        if self._result is None:
            raise RuntimeError("the hand is not over")
        return self._result

    # --- copies, views, zones --------------------------------------------------------------
    def clone(self) -> SpadesState:
        new = object.__new__(SpadesState)
        new.__dict__.update(self.__dict__)
        for name in ("history", "log", "hands", "bids", "blind", "viewed", "won", "taken",
                     "seen", "voids", "trick", "exchanges"):
            setattr(new, name, list(getattr(self, name)))
        return new

    def key(self) -> tuple[Any, ...]:
        return (self.phase, self.to_act, self.leader, tuple(self.hands), tuple(self.bids),
                tuple(self.blind), tuple(self.viewed), tuple(self.won), tuple(self.trick),
                self.trick_no, self.spades_broken, self.stock_pos, self.discards,
                tuple(self.exchanges), tuple(self.seen))

    def card_zones(self) -> dict[str, CardSet]:
        zones = {f"hand {s}": h for s, h in enumerate(self.hands)}
        zones |= {f"tricks {s}": t for s, t in enumerate(self.taken)}
        zones["trick"] = self.trick_mask
        zones["stock"] = cardset(self.deck[self.stock_pos:]) if self.phase == DRAW else 0
        zones["discards"] = self.discards
        zones["out of play"] = self.out_of_play
        return zones

    def secret_cards(self, seat: int) -> CardSet:
        hidden = self.discards | self.out_of_play
        for s, h in enumerate(self.hands):
            if s != seat or not self.viewed[s]:
                hidden |= h
        if self.phase == DRAW:
            stock = cardset(self.deck[self.stock_pos:])
            if seat == self.to_act:
                stock &= ~(1 << self.deck[self.stock_pos])
            hidden |= stock
        return hidden & ~self.seen[seat]

    def sample_hidden(self, seat: int, rng: random.Random) -> SpadesState:
        """A copy in which the cards ``seat`` cannot see are dealt anew at random, for search.

        Every zone keeps as many hidden cards as it has (other hands, unseen discards, the
        2-player stock below the card ``seat`` is looking at); no seat receives a suit it has
        shown it lacks (``voids``). The copy agrees with everything ``seat`` knows: its view
        is the same. The copy's log, history and record still describe the real deal.
        """
        secret = self.secret_cards(seat)
        stock_cards = cardset(self.deck[self.stock_pos:]) if self.phase == DRAW else 0
        zones = [h & secret for h in self.hands]
        zones += [self.discards & secret, self.out_of_play & secret, stock_cards & secret]
        void = [*self.voids, 0, 0, 0]
        dealt = _deal_with_voids(secret, [z.bit_count() for z in zones], void, rng)
        new = self.clone()
        for s in range(self.num_seats):
            new.hands[s] = (self.hands[s] & ~secret) | dealt[s]
        new.discards = (self.discards & ~secret) | dealt[-3]
        new.out_of_play = (self.out_of_play & ~secret) | dealt[-2]
        if stock_cards:
            below = card_list(dealt[-1])
            rng.shuffle(below)
            top = () if stock_cards & secret == stock_cards else (self.deck[self.stock_pos],)
            new.deck = self.deck[:self.stock_pos] + top + tuple(below)
        return new

    def view(self, seat: int) -> SpadesView:
        n = self.num_seats
        offered = HIDDEN
        if self.phase == DRAW and seat == self.to_act:
            offered = self.deck[self.stock_pos]
        return SpadesView(
            seat=seat, num_seats=n, dealer=self.dealer, current_player=self.current_player,
            hand=self.hands[seat] if self.viewed[seat] else 0,
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            trick=tuple(((self.leader + i) % n, c) for i, c in enumerate(self.trick)),
            legal=tuple(self.legal_actions()) if seat == self.current_player else (),
            is_over=self.is_over, events=self.events_for(seat),
            phase=PHASE_NAMES[self.phase], tricks_per_hand=self.T, sides=self.sides,
            bids=tuple(None if b == NO_BID else b for b in self.bids), blind=tuple(self.blind),
            tricks_won=tuple(self.won), trick_number=self.trick_no + 1,
            spades_broken=self.spades_broken, scores=tuple(self.scores), bags=tuple(self.bags),
            viewed=self.viewed[seat], offered=offered,
            seen_discards=self.seen[seat] & self.discards,
            stock_size=len(self.deck) - self.stock_pos if self.phase == DRAW else 0,
            voids=tuple(self.voids))

    def parse_action(self, text: str) -> Action:
        """The canonical forms, and ``nil`` for ``bid 0``."""
        if isinstance(text, str) and text.strip().lower() == "nil":
            return BID_ACTIONS[0]
        return super().parse_action(text)


# Play events are immutable and repeat: one per (seat, card), made once; index seat * 64 + card.
_PLAY_EVENTS: Final = tuple(Event("play", i // 64, (i % 64,)) for i in range(6 * 64))
_BROKEN_EVENTS: Final = tuple(Event("spades_broken", i // 64, (i % 64,)) for i in range(6 * 64))
# Bid events likewise, per (seat, tricks bid, blind); the text names a nil.
_BID_EVENTS: Final = {
    (seat, bid, blind): Event("bid", seat, value=bid,
                              text="blind nil" if blind else ("nil" if bid == 0 else ""))
    for seat in range(6) for bid in range(19) for blind in (False, True)}


# _BITS[c] is the bit of card c. The other indices a tuple of 108 accepts (54 to 107 and, from
# the end, -1 to -108) hold a bit beyond every pack, so that such a "card" makes a deck's sum
# differ from the pack (see SpadesState._deal); a larger index raises IndexError, a non-int
# TypeError.
_BITS: Final = tuple(1 << c for c in range(54)) + (1 << 60,) * 54


def _bits(cards: Sequence[Card]) -> CardSet:
    """The set of distinct cards (a sum of bits runs in C; callers ensure distinct)."""
    return sum(map(_BITS.__getitem__, cards))


def _bad_deck(pack: CardSet, num_seats: int) -> RecordError:
    return RecordError(f"the deck is not the {pack.bit_count()}-card Spades pack "
                       f"for {num_seats} players")


_SIDE_NAMES: dict[tuple[int, ...], str] = {}
_BID_WORDS: Final = ("nil", *map(str, range(1, 19)))  # a bid in the hand's summary


def _side_name(members: tuple[int, ...]) -> str:
    """A side as the summary names it, by seat numbers from 1: "1+3"."""
    name = _SIDE_NAMES.get(members)
    if name is None:
        name = _SIDE_NAMES[members] = "+".join(str(p + 1) for p in members)
    return name


_SUIT_GROUPS: Final = (SUIT_MASKS[0], SUIT_MASKS[1], SUIT_MASKS[2], SPADE_SUIT)


def _deal_with_voids(cards: CardSet, sizes: list[int], voids: list[CardSet],
                     rng: random.Random) -> list[CardSet]:
    """Split ``cards`` at random into zones of the given sizes, none getting a suit of its void.

    Card by card (a random order within each suit), a zone is drawn with weight its free
    room among those that leave the rest solvable: by Hall's condition, every set of suits
    still to place must fit into the room of the zones that may take one of them. Without
    voids this is a uniform shuffle; with them it is close to uniform, which search needs.
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


@dataclass(frozen=True)
class SpadesCarry(Carry):
    """The side scores and bag counters after the hands so far (empty before the first)."""

    scores: tuple[int, ...] = ()
    bags: tuple[int, ...] = ()


_SUMMARY = Text("spades", "{summary}")  # to be replaced by messages of their own


def _read_carry(carry: Carry, num_sides: int) -> tuple[list[int], list[int]]:
    """Side scores and bag counters from the previous hands (zeros for the first hand)."""
    if type(carry) is Carry and carry.chips is None:
        carry = SpadesCarry()  # nothing carried: the first hand
    if not isinstance(carry, SpadesCarry) or carry.chips is not None:
        raise RecordError("a Spades hand carries side scores and bags")
    values = []
    for name, raw in (("scores", carry.scores), ("bags", carry.bags)):
        if not raw:
            raw = (0,) * num_sides
        if len(raw) != num_sides:
            raise RecordError(f"carry {name!r} must be a list of {num_sides} whole numbers")
        values.append(list(raw))
    return values[0], values[1]


# --- worlds for search from a seat's view ---------------------------------------------------------


def sample_world(options: Options, view: SpadesView, rng: random.Random) -> SpadesState:
    """A full hand consistent with everything ``view`` shows, the unseen cards dealt at random.

    For search, which sees views only: the hidden hands keep their sizes and the voids shown,
    cards passed to a partner stay with the partner, and the 2-player stock (below the card
    being looked at) and unseen discards are drawn too. ``world.view(view.seat) == view``. The
    world's log is the view's events and its history is empty: it is for play-outs, not records.
    """
    n, me = view.num_seats, view.seat
    carry = SpadesCarry(scores=tuple(view.scores), bags=tuple(view.bags))
    world = SpadesState(options, n, view.dealer, card_list(spades_pack(options, n)), carry)
    taken, gone_to = _public_card_places(view)
    played = sum(1 << c for _, c in view.trick)
    for t in taken:
        played |= t
    known = [view.hand if (s == me and view.viewed) else 0 for s in range(n)]
    for c, partner in gone_to.items():
        if not (played | view.hand) >> c & 1:
            known[partner] |= 1 << c
    offered = 0 if view.offered < 0 else 1 << view.offered
    discards = _discard_count(world, view)
    out_of_play = world.out_of_play.bit_count()
    stock = view.stock_size - (1 if offered else 0)
    hidden = spades_pack(options, n) & ~(played | view.seen_discards | offered)
    for k in known:
        hidden &= ~k
    sizes = [view.hand_sizes[s] - known[s].bit_count() for s in range(n)]
    sizes += [discards - view.seen_discards.bit_count(), out_of_play, stock]
    dealt = _deal_with_voids(hidden, sizes, [*view.voids, 0, 0, 0], rng)
    world.hands = [known[s] | dealt[s] for s in range(n)]
    world.discards = view.seen_discards | dealt[-3]
    world.out_of_play = dealt[-2]
    if world.phase == DRAW:
        below = card_list(dealt[-1])
        rng.shuffle(below)
        top = (view.offered,) if offered else ()
        stock_cards = _bits(top) | dealt[-1]
        rest = tuple(c for c in world.deck if not stock_cards >> c & 1)
        world.deck = rest + top + tuple(below)
        world.stock_pos = len(rest)
    _restore_public_state(world, view, taken, gone_to)
    return world


def _public_card_places(view: SpadesView) -> tuple[list[CardSet], dict[Card, int]]:
    """From the events a seat saw: each seat's won tricks, and where its own passed cards went."""
    taken = [0] * view.num_seats
    gone_to: dict[Card, int] = {}
    for e in view.events:
        if e.kind == "trick":
            taken[e.seat] |= sum(1 << c for c in e.cards)
        elif e.kind == "give" and e.seat == view.seat:
            gone_to[e.cards[0]] = e.target
    return taken, gone_to


def _discard_count(world: SpadesState, view: SpadesView) -> int:
    """Cards in the 2-player draw's discard pile: one per completed turn."""
    if world.phase != DRAW:
        return 0
    if view.phase != "draw":
        return 26
    return (len(world.deck) - view.stock_size) // 2


def _restore_public_state(world: SpadesState, view: SpadesView, taken: list[CardSet],
                          gone_to: dict[Card, int]) -> None:
    """Set the bids, tricks, turn and phase of ``world`` to what ``view`` shows."""
    n = view.num_seats
    world.phase = PHASE_NAMES.index(view.phase)
    world.to_act = max(view.current_player, 0)
    world.bids = [NO_BID if b is None else b for b in view.bids]
    world.blind = list(view.blind)
    world.won = list(view.tricks_won)
    world.taken = taken
    world.trick_no = view.trick_number - 1
    world.spades_broken = view.spades_broken
    world.voids = list(view.voids)
    world.trick = [c for _, c in view.trick]
    world.trick_mask = sum(1 << c for c in world.trick)
    if view.trick:
        world.leader = view.trick[0][0]
        world.led_suit = _FOLLOWS[world.trick[0]]
    elif world.phase == PLAY_PHASE:
        world.leader = world.to_act
    looked = {e.seat for e in view.events if e.kind == "look"}
    world.viewed = [world.viewed[s] or s in looked or view.bids[s] is not None
                    for s in range(n)]
    world.viewed[view.seat] = view.viewed
    world.seen = [0] * n
    world.seen[view.seat] = view.seen_discards | _bits(list(gone_to))
    if n == 2:  # the other player saw every discard this seat did not
        world.seen[1 - view.seat] = world.discards & ~view.seen_discards
    if world.phase == EXCHANGE:
        world.exchanges = []
        world._start_exchange_or_play()
        world.exchanges = world.exchanges[sum(e.kind == "give" for e in view.events):]
        world.phase, world.to_act = EXCHANGE, view.current_player
    world.history = []
    world.log = list(view.events)


# --- the game: hands until a side wins --------------------------------------------------------


class SpadesMatch(Match[Options]):
    """Hands until one side alone has the highest score at or above the target (§2.9).

    ``totals`` are each seat's side score; the side scores and bag counters travel from hand to
    hand in ``carry``.
    """

    def side_scores(self) -> list[int]:
        sides = sides_of(self.options, self.num_seats)
        carry = self.carry
        scores = list(carry.scores) if isinstance(carry, SpadesCarry) and carry.scores else \
            [0] * len(sides)
        return list(scores)

    def add_result(self, result: DealResult) -> None:
        assert isinstance(result.carry, SpadesCarry)
        scores = result.carry.scores
        sides = sides_of(self.options, self.num_seats)
        for i, members in enumerate(sides):
            for s in members:
                self.totals[s] = scores[i]

    def next_dealer(self, result: DealResult) -> int:
        """The deal passes to the left after every hand, tie-breaking hands included (§1.4)."""
        return (self.dealer + 1) % self.num_seats

    def winning_side(self) -> int | None:
        if not self.results:
            return None
        return game_winner(self.options, self.side_scores())

    def is_over(self) -> bool:
        return self.winning_side() is not None

    def winners(self) -> tuple[int, ...]:
        side = self.winning_side()
        if side is None:
            return ()
        return sides_of(self.options, self.num_seats)[side]

    def standing(self) -> Message:
        sides = sides_of(self.options, self.num_seats)
        scores = self.side_scores()
        carry = self.carry
        bags = list(carry.bags) if isinstance(carry, SpadesCarry) and carry.bags else \
            [0] * len(sides)
        parts = []
        for i, m in enumerate(sides):
            name = "+".join(str(s + 1) for s in m)
            extra = f" ({bags[i]} bags)" if self.options.bags_penalty else ""
            parts.append(f"{name}: {scores[i]}{extra}")
        return _SUMMARY(summary="  ".join(parts))


Layout = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, CardSet]
# Keyed by the options' identity (hashing a 22-field dataclass costs more than a deal's set-up);
# the entry keeps the options alive, so an id is never reused while it is a key here.
_LAYOUTS: dict[tuple[int, int], tuple[Options, Layout]] = {}
_PACK_LISTS: dict[CardSet, list[Card]] = {}  # each pack's cards in order, to check a deck


def _layout(options: Options, n: int) -> Layout:
    """Sides, each seat's side, T and the pack: the same for every hand of a game, made once."""
    found = _LAYOUTS.get((id(options), n))
    if found is not None and found[0] is options:
        return found[1]
    check_layout(options, n)
    sides = sides_of(options, n)
    side_of = tuple(next(i for i, m in enumerate(sides) if s in m) for s in range(n))
    pack = spades_pack(options, n)
    layout = (sides, side_of, tricks_per_hand(options, n), pack)
    if len(_LAYOUTS) > 1000:  # many option sets made and dropped (option dialogs, tests)
        _LAYOUTS.clear()
    _LAYOUTS[(id(options), n)] = (options, layout)
    _PACK_LISTS[pack] = card_list(pack)
    return layout


_PACKS: dict[tuple[int, int], tuple[Options, CardSet]] = {}  # as _LAYOUTS, for GAME.pack


def _pack(options: Any, num_seats: int) -> CardSet:
    found = _PACKS.get((id(options), num_seats))
    if found is not None and found[0] is options:
        return found[1]
    pack = spades_pack(options, num_seats)
    if len(_PACKS) > 1000:
        _PACKS.clear()
    _PACKS[(id(options), num_seats)] = (options, pack)
    return pack


def seats_for(options: Options) -> tuple[int, ...]:
    """The numbers of players ``options`` allow (partnerships and the first lead limit them)."""
    counts = []
    for n in (2, 3, 4, 5, 6):
        try:
            check_layout(options, n)
        except OptionsError:
            continue
        counts.append(n)
    return tuple(counts)


GAME: Final = GameInfo(
    id="spades", name="Spades", seat_range=(2, 3, 4, 5, 6), default_seats=4,
    options_type=Options, presets=PRESETS, pack=_pack, deal=SpadesState,
    rules_file="spades.md",
    description="Bid the tricks you will take; spades are always trump, the jokers top them.",
    match_type=SpadesMatch, default_preset="seed", carry_type=SpadesCarry, seats_for=seats_for,
    preset_labels={"seed": "Individual, with jokers", "seed_short": "Individual, to 200",
                   "classic_partnership": "Classic partnership", "openspiel": "OpenSpiel rules"},
    player="cardtable.ai.spades:make_spades_player",
    table="cardtable.ui.games.spades:SpadesAdapter")

__all__ = [
    "GAME",
    "PRESETS",
    "Options",
    "SpadesCarry",
    "SpadesMatch",
    "SpadesState",
    "SpadesView",
    "game_winner",
    "score_side",
    "spades_pack",
    "tricks_per_hand",
]
