"""Spades: four individual players with jokers by default; 2, 3, 5 and 6 players, partnerships,
nil, blind nil and bags as options. Rules: ``shared/rules/spades.md`` (the ground truth).

One deal is one *hand*: building the hands, one round of bidding, the optional blind-nil
exchange, T tricks, and the hand's score. The game to 500 (or 200), the tie rule and the bags
carried from hand to hand belong to :class:`SpadesMatch`; a hand receives the running side
scores and bag counters in ``carry`` (:class:`SpadesCarry`, one entry per side) because
blind-nil eligibility and the bag penalty depend on them.

Every rule of the hand is in :class:`SpadesCore` (ints, bitmasks, int moves; the search plays
on it); :class:`SpadesState` wraps a core and adds the checking, the events, the history, the
record and the views. :func:`sample` is the one sampler of the cards a seat cannot see.

Action notation (every action reads back from its text, ``Action.parse(str(a)) == a``), and
the core's move for each (:func:`move_of`, :func:`action_of`):

* ``QH``, ``BJ`` — play that card; move = the card (0–53);
* ``bid 4`` — a bid of four tricks; ``bid 0`` is nil (the text ``nil`` is read as ``bid 0``);
  move = ``BID_MOVE + 4``;
* ``blind_nil`` — blind nil, chosen before looking; ``look`` — pick up the cards first
  (offered only to a seat that may still bid blind nil, at its own bidding turn);
  moves ``BLIND_NIL_MOVE``, ``LOOK_MOVE``;
* ``keep`` / ``reject`` — the 2-player draw: keep the card looked at (the next one is
  discarded) or discard it and take the next one; moves ``KEEP_MOVE``, ``REJECT_MOVE``;
* ``give 7H`` — one card of a blind-nil exchange; a pass of two cards is two ``give`` actions
  by the same seat; move = ``GIVE_MOVE + card`` (not the bare card, so that a move names its
  action without the phase it is made in).

Events, in order: ``deal`` (one per seat, private; the cards of a seat that may still bid blind
nil are withheld from it too), ``draw``/``discard`` (2-player draw, private), ``look``
(private), ``bid`` (value = tricks, text "nil"/"blind nil"), ``give``/``receive`` (exchange,
private to the giver / receiver), ``play``, ``spades_broken``, ``trick`` (seat = winner, cards in
play order, value = trick number) and ``hand_over`` (value = tricks played; the words of the
result are the result's ``summary``).

Decisions where the rules file is silent or where the contract shaped them (see also §5 there):

* The number of players is the contract's ``num_seats``, not an option field: every game
  chooses its seat count the same way (``GameInfo.seat_counts``). Option combinations that
  need a seat count (``pairs`` needs 4 or 6, ``triples`` 6, ``lowest_club`` not 2) are checked
  when a deal is made.
* O10 ``lose_threshold`` ("integer or none") is two fields, ``lose_threshold_on`` and
  ``lose_threshold`` (-200), because an option holds one kind of value.
* O7's pass of two cards is made as two ``give`` actions, one card each; nothing else about
  the exchange changes, and the giver cannot take a card back.
* ``bag_limit`` (10) and ``bag_penalty`` (100) are options with the rules' values.
* A deal's ``points`` are the hand score of each seat's side (partners get the same number,
  as OpenSpiel's ``returns``); ``winners`` are the seats of the side(s) that scored most.
* In the 2-player draw the opponent sees whether a card was kept or rejected (the order of
  the hidden ``draw``/``discard`` events), as at a real table, never which card.
* Shown voids are public (``SpadesView.voids``): a seat that does not follow the suit led
  lacks it; a spade led while spades could not otherwise be led (unbroken, or under
  ``only_when_forced``) shows a hand of spades only, as does a spade discarded on trick 1 under
  ``first_trick_no_spades``. The sampler respects them.
* A seat that may still bid blind nil has not seen its cards (§5 A26): for it, its own hand
  is hidden like the others', and the sampler deals it one too.
* In the words for people (refusals, the hand's summary, the standing) seats are
  ``SeatRef`` parameters, which the table renders as the names of the people sitting there; in
  the engine's own English a seat reads "player 2" (the summary used to say "2", and a side
  "1+3" where it now says "player 1+player 3").
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
    cardset,
)
from cardtable.engine.action import PLAY, Action
from cardtable.engine.carry import Carry
from cardtable.engine.errors import IllegalActionError, OptionsError, RecordError
from cardtable.engine.events import Event, make_event
from cardtable.engine.match import Match
from cardtable.engine.messages import Arg, CardRef, Message, SeatRef, SuitRef, Text
from cardtable.engine.options import option
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import TERMINAL, DealResult, GameState, View
from cardtable.games import about

# --- options ------------------------------------------------------------------------------

_NEEDS_NIL = Text("spades", "blind nil needs nil bids to be allowed")
_CAP_NEEDS_NIL = Text("spades", "the side bid cap needs nil bids (a partner could be left "
                                "with no legal bid)")
_CAP_NEEDS_DOUBLE_NIL = Text("spades", "with triples the side bid cap needs double nil allowed")
_PAIRS_SEATS = Text("spades", "partnerships in pairs need 4 or 6 players")
_TRIPLES_SEATS = Text("spades", "partnerships in triples need 6 players")
_LOWEST_CLUB_SEATS = Text("spades", "the lowest-club first lead is not played with 2 players")


@dataclass(frozen=True)
class Options:
    """Every variant of ``rules/spades.md`` §4; the defaults are the seed's game (preset SEED)."""

    partnerships: str = option(
        "none", "Partnerships", choices=("none", "pairs", "triples"),
        help="Everyone alone, or partners who sit opposite each other and score together",
        labels={"none": "None: everyone plays alone",
                "pairs": "Pairs (4 or 6 players, partners opposite)",
                "triples": "Three sides of two (6 players)"})
    jokers: bool = option(True, "Jokers", help="Big and little joker as the two top spades")
    nil: bool = option(False, "Nil bids", help="A bid of no tricks: +/- nil value")
    nil_value: int = option(100, "Nil value", minimum=0,
                            help="What a nil bid wins when kept and loses when broken")
    double_nil_allowed: bool = option(True, "Both partners may bid nil",
                                      help="Off: only one player of a side may bid nil")
    nil_tricks_help_partner: bool = option(
        False, "Failed nil tricks count for the partner",
        help="Off: they only count as bags (pagat). On: they count toward the contract (OpenSpiel)")
    set_penalty: str = option(
        "zero", "Broken contract", choices=("zero", "minus_bid"),
        help="What a side scores that takes fewer tricks than it bid",
        labels={"zero": "Scores nothing", "minus_bid": "Loses 10 per trick bid"})
    blind_nil: bool = option(False, "Blind nil", help="Nil bid before looking; needs nil")
    blind_nil_value: int = option(200, "Blind nil value", minimum=0,
                                  help="What a blind nil wins when kept and loses when broken")
    blind_nil_min_deficit: int = option(
        100, "Blind nil only when behind by", minimum=0, help="0: always allowed")
    blind_nil_exchange: int = option(
        2, "Blind nil card exchange", choices=(0, 2),
        help="Cards passed between partners (pairs only)",
        labels={0: "No exchange", 2: "Two cards each way"})
    bags_penalty: bool = option(False, "Bags penalty", help="Lose bag penalty per bag limit")
    bag_limit: int = option(10, "Bags per penalty", minimum=1,
                            help="How many overtricks (bags) cost one bag penalty")
    bag_penalty: int = option(100, "Bag penalty", minimum=0,
                              help="The points lost each time the bags reach the limit")
    target: int = option(500, "Game to", minimum=1, help="500; short game 200")
    lose_threshold_on: bool = option(False, "Lose threshold",
                                     help="On: the game also ends when a score falls this low")
    lose_threshold: int = option(-200, "Game also ends at or below",
                                 help="The score at which a side loses the game")
    spades_lead: str = option(
        "after_broken", "Leading spades",
        choices=("after_broken", "anytime", "only_when_forced"),
        help="When a spade may be led to a trick",
        labels={"after_broken": "Once spades are broken", "anytime": "At any time",
                "only_when_forced": "Only with nothing but spades"})
    first_lead: str = option(
        "eldest", "First lead", choices=("eldest", "lowest_club"),
        help="Who leads to the first trick of a hand",
        labels={"eldest": "The player left of the dealer",
                "lowest_club": "The holder of the lowest club leads it"})
    first_trick_no_spades: bool = option(False, "No spades on the first trick",
                                         help="On: nobody may play a spade to the first trick")
    side_bid_cap: bool = option(False, "Side's bids at most the tricks of a hand",
                                help="Partnerships only; needs nil")
    two_player_hand_building: str = option(
        "draw", "Two players build hands by", choices=("draw", "deal"),
        help="How two players get their thirteen cards",
        labels={"draw": "Drawing: keep or discard from the stock",
                "deal": "A plain deal of thirteen cards"})

    def __post_init__(self) -> None:
        if self.blind_nil and not self.nil:
            raise OptionsError(_NEEDS_NIL())
        if self.partnerships != "none" and self.side_bid_cap:
            if not self.nil:
                raise OptionsError(_CAP_NEEDS_NIL())
            if self.partnerships == "triples" and not self.double_nil_allowed:
                raise OptionsError(_CAP_NEEDS_DOUBLE_NIL())


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
FIRST_SPADE: Final = 39  # the spades and the jokers are the cards from 39 up
# The highest card of the suit each card follows: the ace of its suit, the big joker for spades.
TOP_OF_SUIT: Final = tuple(53 if c >= 39 else c // 13 * 13 + 12 for c in range(54))
# The suit each card follows (and calls for when led), as a mask: jokers are spades.
FOLLOWS: Final = tuple(SPADE_SUIT if c >= 39 else SUIT_MASKS[c // 13] for c in range(54))
OTHER_SUITS: Final = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2]
CLUB_SUIT: Final = SUIT_MASKS[CLUBS]
_CLUBS_M, _DIAMONDS_M, _HEARTS_M = SUIT_MASKS[0], SUIT_MASKS[1], SUIT_MASKS[2]
_SUIT_GROUPS: Final = (_CLUBS_M, _DIAMONDS_M, _HEARTS_M, SPADE_SUIT)
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
        raise OptionsError(_PAIRS_SEATS())
    if options.partnerships == "triples" and num_seats != 6:
        raise OptionsError(_TRIPLES_SEATS())
    if options.first_lead == "lowest_club" and num_seats == 2:
        raise OptionsError(_LOWEST_CLUB_SEATS())


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


# --- moves and actions ------------------------------------------------------------------------

BID_MOVE: Final = 65  # bid b (0 = nil) is BID_MOVE + b
BLIND_NIL_MOVE: Final = 90
LOOK_MOVE: Final = 91
KEEP_MOVE: Final = 92
REJECT_MOVE: Final = 93
GIVE_MOVE: Final = 100  # giving card c is GIVE_MOVE + c
MAX_BID: Final = 18  # T with three players and jokers

KEEP: Final = Action("keep")
REJECT: Final = Action("reject")
LOOK: Final = Action("look")
BLIND_NIL: Final = Action("blind_nil")
PLAY_ACTIONS: Final = tuple(Action(PLAY, card=c) for c in range(54))
GIVE_ACTIONS: Final = tuple(Action("give", card=c) for c in range(54))
BID_ACTIONS: Final = tuple(Action("bid", n=b) for b in range(MAX_BID + 1))

# The action of every move, and the move of every action.
_ACTIONS: Final[dict[int, Action]] = {
    **dict(enumerate(PLAY_ACTIONS)),
    **{BID_MOVE + b: a for b, a in enumerate(BID_ACTIONS)},
    **{GIVE_MOVE + c: a for c, a in enumerate(GIVE_ACTIONS)},
    BLIND_NIL_MOVE: BLIND_NIL, LOOK_MOVE: LOOK, KEEP_MOVE: KEEP, REJECT_MOVE: REJECT}
_MOVES: Final = {a: m for m, a in _ACTIONS.items()}


def move_of(action: Action) -> int:
    """The core's move for an action of this game; IllegalActionError if there is none."""
    move = _MOVES.get(action)
    if move is None:
        raise IllegalActionError(action, _NO_SUCH_MOVE())
    return move


def action_of(move: int) -> Action:
    """The action of a core move (the same immutable value every time)."""
    return _ACTIONS[move]


# _BITS[c] is the bit of card c. The other indices a tuple of 108 accepts (54 to 107 and, from
# the end, -1 to -108) hold a bit beyond every pack, so that such a "card" makes a deck differ
# from the pack (see deal_core); a larger index raises IndexError, a non-int TypeError.
_BITS: Final = tuple(1 << c for c in range(54)) + (1 << 60,) * 54


def _bits(cards: Sequence[Card]) -> CardSet:
    """The set of the cards (a loop: ``sum`` of ints this large is slower)."""
    cs = 0
    for c in cards:
        cs |= _BITS[c]
    return cs


class _SuitMoves(dict[CardSet, tuple[int, ...]]):
    """The cards of a set *of one suit* (spades with the jokers), lowest first, keyed by the
    set itself and made on first use: at most 8,192 sets per suit (32,768 for spades with
    jokers), so the table stays bounded however long a program runs."""

    def __missing__(self, cards: CardSet) -> tuple[int, ...]:
        moves = tuple(card_list(cards))
        self[cards] = moves
        return moves


_CARDS_OF: Final = _SuitMoves({0: ()})


def card_moves(cards: CardSet) -> list[int]:
    """The cards of any set as moves, lowest first: four table look-ups, one a suit."""
    t = _CARDS_OF
    return [*t[cards & _CLUBS_M], *t[cards & _DIAMONDS_M], *t[cards & _HEARTS_M],
            *t[cards & SPADE_SUIT]]


DRAW, BID, EXCHANGE, PLAY_PHASE, OVER = range(5)
PHASE_NAMES: Final = ("draw", "bid", "exchange", "play", "over")
NO_BID: Final = -1
AFTER_BROKEN, ANYTIME, ONLY_WHEN_FORCED = range(3)  # O11, as the core keeps it
ALL_CARDS: Final = (1 << 54) - 1

# --- events made often ---------------------------------------------------------------------------


def _event(kind: str, seat: int, cards: tuple[int, ...], value: int = 0, text: str = "",
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

# --- the rules of one game, worked out once ---------------------------------------------------


class SpadesRules:
    """What the options and the number of players make of the rules, worked out once and
    shared (never changed) by every core of a game: sides, T, the pack, the lead rules."""

    __slots__ = ("T", "_bid_moves", "after", "draw", "exchange", "lead_rule", "leads_broken",
                 "leads_unbroken", "lowest_club", "n", "no_spades_first", "options", "pack",
                 "pack_cards", "partners", "seat_at", "side_of", "sides")

    def __init__(self, options: Options, n: int) -> None:
        check_layout(options, n)
        self.options = options
        self.n = n
        self.T = tricks_per_hand(options, n)
        self.sides = sides_of(options, n)
        self.side_of = tuple(next(i for i, m in enumerate(self.sides) if s in m)
                             for s in range(n))
        self.partners = tuple(tuple(p for p in self.sides[self.side_of[s]] if p != s)
                              for s in range(n))
        self.pack = spades_pack(options, n)
        self.pack_cards = card_list(self.pack)
        # O11 as the cards a leader must lead while it holds any (``SpadesCore.lead_mask``):
        # before spades are broken and after.
        self.lead_rule = ("after_broken", "anytime", "only_when_forced").index(
            options.spades_lead)
        self.leads_unbroken = ALL_CARDS if self.lead_rule == ANYTIME else OTHER_SUITS
        self.leads_broken = OTHER_SUITS if self.lead_rule == ONLY_WHEN_FORCED else ALL_CARDS
        self.lowest_club = options.first_lead == "lowest_club"
        self.no_spades_first = options.first_trick_no_spades
        self.after = tuple((s + 1) % n for s in range(n))
        self.seat_at = tuple(range(n)) * 2  # seat_at[leader + k]: the k-th seat from the leader
        self.draw = n == 2 and options.two_player_hand_building == "draw"
        self.exchange = (options.blind_nil_exchange if options.blind_nil
                         and options.partnerships == "pairs" else 0)
        # The legal bid moves by what they depend on: (partners' bids so far, whether one of
        # them bid nil, whether the seat has seen its cards); made on first use.
        self._bid_moves: dict[tuple[int, bool, bool], tuple[int, ...]] = {}

    def bid_range(self, seat: int, bids: Sequence[int]) -> tuple[int, int, bool]:
        """Lowest and highest legal bid of ``seat``, and whether nil (and blind nil) are
        allowed to it, given the bids made so far (§2.5)."""
        return self._bid_range(*self._partner_bids(seat, bids))

    def _partner_bids(self, seat: int, bids: Sequence[int]) -> tuple[int, bool]:
        """What a seat's bids depend on: the sum of its partners' bids so far, and whether
        one of them bid nil."""
        total, nil = 0, False
        for p in self.partners[seat]:
            b = bids[p]
            if b != NO_BID:
                total += b
                nil = nil or b == 0
        return total, nil

    def _bid_range(self, partner_total: int, partner_nil: bool) -> tuple[int, int, bool]:
        opts = self.options
        nil_ok = opts.nil and (opts.double_nil_allowed or not partner_nil)
        high = self.T - partner_total if opts.side_bid_cap and self.partners[0] else self.T
        return (0 if nil_ok else 1), high, nil_ok

    def bid_moves(self, seat: int, bids: Sequence[int], viewed: bool) -> tuple[int, ...]:
        """The legal bid moves of ``seat``: bids lowest first, then blind nil and look while
        the seat has not seen its cards."""
        key = (*self._partner_bids(seat, bids), viewed) if self.partners[seat] else \
            (0, False, viewed)
        moves = self._bid_moves.get(key)
        if moves is None:
            low, high, nil_ok = self._bid_range(key[0], key[1])
            moves = tuple(range(BID_MOVE + low, BID_MOVE + high + 1))
            if not viewed:
                moves += (BLIND_NIL_MOVE, LOOK_MOVE) if nil_ok else (LOOK_MOVE,)
            self._bid_moves[key] = moves
        return moves


# Keyed by the options' identity (hashing a 22-field dataclass costs more than a deal's set-up);
# the entry keeps the options alive, so an id is never reused while it is a key here.
_RULES: dict[tuple[int, int], tuple[Options, SpadesRules]] = {}


def rules_for(options: Options, num_seats: int) -> SpadesRules:
    """The rules of ``options`` for ``num_seats`` players (made once, then shared)."""
    found = _RULES.get((id(options), num_seats))
    if found is not None and found[0] is options:
        return found[1]
    rules = SpadesRules(options, num_seats)
    if len(_RULES) > 1000:  # many option sets made and dropped (option dialogs, tests)
        _RULES.clear()
    _RULES[(id(options), num_seats)] = (options, rules)
    return rules


# --- the rules core ---------------------------------------------------------------------------


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
                return [*_CARDS_OF[cards]]
            cards = hand & self.discard_mask or hand
        elif self.phase == PLAY_PHASE:
            cards = hand & self.lead_mask or hand
        else:
            return self._other_moves()
        t = _CARDS_OF
        return [*t[cards & _CLUBS_M], *t[cards & _DIAMONDS_M], *t[cards & _HEARTS_M],
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
        self.hands[seat] ^= _BITS[move]  # (the bits are made once: every new int of 54 bits
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
            self.trace.append(_event("trick", winner, tuple(self.trick), done))
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
                self.trace.append(_event("hand_over", -1, (), done))

    def trick_cards(self) -> CardSet:
        """The cards of the trick so far, as a set."""
        return _bits(self.trick)

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


_new_core = object.__new__

_BAD_DECK = Text("spades", "the deck is not the {size}-card Spades pack for {n} players")
_BAD_DEALER = Text("spades", "dealer {dealer} is not a seat of {n}")


def _bad_deck(rules: SpadesRules) -> RecordError:
    return RecordError(_BAD_DECK(size=rules.pack.bit_count(), n=rules.n))


def deal_core(rules: SpadesRules, dealer: int, deck: Sequence[int], carry: Carry,
              trace: list[Event] | None = None) -> SpadesCore:
    """The core of a new hand from the pack order ``deck`` (``deck[0]`` is the top card), the
    ``deal`` events into ``trace``; RecordError if the deck is not the pack or the dealer not
    a seat."""
    n = rules.n
    if not 0 <= dealer < n:
        raise RecordError(_BAD_DEALER(dealer=dealer, n=n))
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
        hands = [_bits(cards) for cards in dealt]
        core.out_of_play = _bits(deck[26:])
    else:  # card k to seat dealer+1+k: each seat takes every n-th card
        dealt = [tuple(deck[k::n]) for k in range(n)]
        try:
            hands = [_bits(cards) for cards in dealt]
        except IndexError:
            raise _bad_deck(rules) from None
        # As many cards as the pack, together the pack: none missing, so none twice, and
        # none outside it (an index out of the pack has a bit beyond it, see _BITS).
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
            trace.append(_event("deal", s, cards if viewed[s] else (HIDDEN,) * rules.T, 0, "",
                                True))
    return core


def new_core(options: Options, num_seats: int, dealer: int, deck: Sequence[int],
             carry: Carry) -> SpadesCore:
    """``GameInfo.new_core``: the core of a new hand (see :func:`deal_core`)."""
    return deal_core(rules_for(options, num_seats), dealer, deck, carry)


# --- the carry -----------------------------------------------------------------------------------

_CARRY_KIND = Text("spades", "a Spades hand carries side scores and bags")
_CARRY_SIZE = Text("spades", "carry {name} must be a list of {n} whole numbers")


@dataclass(frozen=True)
class SpadesCarry(Carry):
    """The side scores and bag counters after the hands so far (empty before the first)."""

    scores: tuple[int, ...] = ()
    bags: tuple[int, ...] = ()


def _read_carry(carry: Carry, num_sides: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Side scores and bag counters from the previous hands (zeros for the first hand)."""
    if type(carry) is Carry and carry.chips is None:
        return (0,) * num_sides, (0,) * num_sides  # nothing carried: the first hand
    if not isinstance(carry, SpadesCarry) or carry.chips is not None:
        raise RecordError(_CARRY_KIND())
    values = []
    for name, raw in (("scores", carry.scores), ("bags", carry.bags)):
        if not raw:
            raw = (0,) * num_sides
        if len(raw) != num_sides:
            raise RecordError(_CARRY_SIZE(name=repr(name), n=num_sides))
        values.append(tuple(raw))
    return values[0], values[1]


# --- messages ------------------------------------------------------------------------------------

_NO_SUCH_MOVE = Text("spades", "it is not a move of Spades")
_HAND_OVER = Text("spades", "the hand is over")
_KEEP_OR_REJECT = Text("spades", "You must keep or reject the card you are looking at")
_TIME_TO_BID = Text("spades", "It is time to bid")
_GIVE_A_CARD = Text("spades", "You must give a card to your partner")
_BIDDING_OVER = Text("spades", "Bidding is over; play a card")
_NOT_HELD = Text("spades", "You do not hold the {card}")
_NOT_A_CARD = Text("spades", "You do not hold that card")
_NOT_NOW = Text("spades", "it is not one of the moves allowed now")
_LOOKED = Text("spades", "You have already looked at your cards")
_NO_NIL = Text("spades", "Nil bids are not allowed in this game")
_PARTNER_NIL = Text("spades", "Your partner already bid nil")
_NO_BLIND_NIL = Text("spades", "Blind nil is not allowed in this game")
_NOT_BEHIND = Text("spades", "You may bid blind nil only when your side is at least "
                             "{deficit} points behind")
_BID_NEEDS_NUMBER = Text("spades", "A bid needs a number of tricks")
_SIDE_CAP = Text("spades", "Your side's bids may not add up to more than {tricks} tricks")
_BID_RANGE = Text("spades", "Bids go from {low} to {high}")
_FOLLOW_SUIT = Text("spades", "You must follow suit: {suit}")
_NO_SPADE_FIRST = Text("spades", "You may not play a spade on the first trick while you hold "
                                 "another suit")
_LOWEST_CLUB = Text("spades", "The first trick must be led with the {card}")
_ONLY_SPADES = Text("spades", "You may lead a spade only when you hold nothing but spades")
_NOT_BROKEN = Text("spades", "Spades are not broken yet")

# The hand's summary, one part per side ("player 1+player 3: bid 4+nil, won 5, -59"), and the
# standing ("player 1+player 3: 120 (3 bags)  player 2+player 4: 80 (0 bags)"). The seats are
# SeatRefs: the table names the people sitting there ("Anna+Ben: ...").
_SIDE_RESULT = Text("spades", "{side}: bid {bids}, won {won}, {points}")
_SIDE_SCORE = Text("spades", "{side}: {score}")
_SIDE_SCORE_BAGS = Text("spades", "{side}: {score} ({bags} bags)")
_PLUS = Text("spades", "{first}+{rest}")  # partners, or their bids: "1+3", "4+nil"
_THEN = Text("spades", "{first}; {rest}")  # the sides of the summary
_APART = Text("spades", "{first}  {rest}")  # the sides of the standing
_NIL = Text("spades", "nil")
_BLIND_NIL_WORDS = Text("spades", "blind nil")


def _chain(join: Text, parts: Sequence[Arg]) -> Arg:
    """Parts joined by a text of two fields, ``first`` and ``rest`` (right to left)."""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = join(first=part, rest=joined)
    return joined


def side_name(members: Sequence[int]) -> Arg:
    """A side as the messages name it: its seats joined by "+"."""
    return _chain(_PLUS, [SeatRef(p) for p in members])


def _bid_words(bid: int, blind: bool) -> Message | int:
    if blind:
        return _BLIND_NIL_WORDS()
    return _NIL() if bid == 0 else bid


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
    """One hand of Spades, from the deal (or the 2-player draw) to the score: a
    :class:`SpadesCore` with the checking, the events, the history and the views.

    What each seat has seen besides its hand (``seen``: the discards it made, the cards it
    passed) and the voids each seat has shown (``voids``) are kept here, from the moves.
    """

    game_id: ClassVar[str] = "spades"

    def __init__(self, options: Options, num_seats: int, dealer: int, deck: Sequence[int],
                 carry: Carry) -> None:
        rules = rules_for(options, num_seats)
        self.options = options
        self.num_seats = num_seats
        self.dealer = dealer
        self.deck = tuple(deck)
        self.carry = carry
        self.history = []
        self.log = []
        self.core = deal_core(rules, dealer, self.deck, carry, self.log)
        self.seen = [0] * num_seats  # cards whose place a seat knows besides its hand
        self.voids = [0] * num_seats  # suits (as card masks) a seat has shown it does not hold
        self._result: DealResult | None = None

    # --- what the hand shows (read from the core) --------------------------------------------
    @property
    def phase(self) -> int:
        return self.core.phase

    @property
    def hands(self) -> list[CardSet]:
        return self.core.hands

    @property
    def bids(self) -> list[int]:
        return list(self.core.bids)

    @property
    def blind(self) -> list[bool]:
        return list(self.core.blind)

    @property
    def viewed(self) -> list[bool]:
        return list(self.core.viewed)

    @property
    def won(self) -> list[int]:
        return self.core.won

    @property
    def leader(self) -> int:
        return self.core.leader

    @property
    def trick(self) -> list[int]:
        return self.core.trick

    @property
    def trick_no(self) -> int:
        return self.core.trick_no

    @property
    def spades_broken(self) -> bool:
        return self.core.broken

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        return self.core.rules.sides

    @property
    def T(self) -> int:  # the rules' name for the tricks of a hand
        return self.core.rules.T

    @property
    def stock_pos(self) -> int:
        """The 2-player draw: the index in ``deck`` of the next card of the stock."""
        return self.core.stock_pos

    @property
    def taken(self) -> list[CardSet]:
        """The cards of each seat's won tricks."""
        taken = [0] * self.num_seats
        for e in self.log:
            if e.kind == "trick":
                taken[e.seat] |= _bits(e.cards)
        return taken

    # --- the contract ----------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.core.current_player

    @property
    def is_over(self) -> bool:
        return self.core.is_over

    def legal_actions(self) -> list[Action]:
        """A fresh list each call (callers may keep or change it)."""
        return [*map(_ACTIONS.__getitem__, self.core.moves())]

    def apply(self, action: Action | str) -> list[Event]:
        """As the base class; a card play is checked against the legal cards' bitmask."""
        if isinstance(action, str):
            action = self.parse_action(action)
        core = self.core
        if core.phase == PLAY_PHASE and type(action) is Action:
            c = action.card
            if (c is not None and type(c) is int and 0 <= c < 54
                    and (action is PLAY_ACTIONS[c] or action == PLAY_ACTIONS[c])
                    and core.legal_cards() >> c & 1):
                events = self._move(c)
                self.history.append(PLAY_ACTIONS[c])
                self.log += events
                return events
        return super().apply(action)

    def _apply(self, action: Action) -> list[Event]:
        if self.core.is_over:
            raise IllegalActionError(action, _HAND_OVER())
        return self._move(move_of(action))

    def _move(self, move: int) -> list[Event]:
        """Make a legal move on the core; its events. The views' bookkeeping is done here."""
        core = self.core
        if move < 54 and core.phase == PLAY_PHASE:
            shown = core.void_shown(move)
            if shown:
                self.voids[core.to_act] |= shown
        events: list[Event] = []
        core.trace = events
        core.play(move)
        core.trace = None
        if move >= 54:
            for e in events:  # the draw's discards and the exchange's passes
                if e.kind == "discard" or e.kind == "give":
                    self.seen[e.seat] |= 1 << e.cards[0]
        return events

    def result(self) -> DealResult:
        if not self.core.is_over:
            raise RuntimeError("the hand is not over")
        if self._result is None:
            self._result = _result(self.core)
        return self._result

    def parse_action(self, text: str) -> Action:
        """The canonical forms, and ``nil`` for ``bid 0``."""
        if isinstance(text, str) and text.strip().lower() == "nil":
            return BID_ACTIONS[0]
        return super().parse_action(text)

    # --- why a move is refused ---------------------------------------------------------------
    def why_illegal(self, action: Action) -> Message:
        core = self.core
        phase = core.phase
        if phase == OVER:
            return _HAND_OVER()
        wanted = {DRAW: ("keep", "reject"), BID: ("bid", "blind_nil", "look"),
                  EXCHANGE: ("give",), PLAY_PHASE: (PLAY,)}[phase]
        if action.kind not in wanted:
            return {DRAW: _KEEP_OR_REJECT, BID: _TIME_TO_BID, EXCHANGE: _GIVE_A_CARD,
                    PLAY_PHASE: _BIDDING_OVER}[phase]()
        if phase == BID:
            return self._why_bid_illegal(action)
        if action.card is None:
            return _NOT_A_CARD()
        if not core.hands[core.to_act] >> action.card & 1:
            return _NOT_HELD(card=CardRef(action.card))
        if phase == PLAY_PHASE:
            return self._why_play_illegal()
        return _NOT_NOW()

    def _why_bid_illegal(self, action: Action) -> Message:
        core, opts = self.core, self.options
        seat = core.to_act
        low, high, nil_ok = core.rules.bid_range(seat, core.bids)
        if action.kind == "look":
            return _LOOKED()
        if action.kind == "blind_nil" or action.n == 0:
            blind = action.kind == "blind_nil"
            if not opts.nil:
                return _NO_NIL()
            if not nil_ok:
                return _PARTNER_NIL()
            if blind and not opts.blind_nil:
                return _NO_BLIND_NIL()
            if blind and not blind_nil_eligible(opts, core.rules.side_of[seat], core.scores):
                return _NOT_BEHIND(deficit=opts.blind_nil_min_deficit)
            if blind:
                return _LOOKED()
        if action.n is None:
            return _BID_NEEDS_NUMBER()
        if opts.side_bid_cap and opts.partnerships != "none" and action.n > high:
            return _SIDE_CAP(tricks=core.rules.T)
        return _BID_RANGE(low=low, high=high)

    def _why_play_illegal(self) -> Message:
        core = self.core
        if core.trick:
            if core.hands[core.to_act] & core.led:
                led = core.trick[0]
                return _FOLLOW_SUIT(suit=SuitRef(SPADES if led >= 39 else led // 13, True))
            return _NO_SPADE_FIRST()
        if core.trick_no == 0 and core.rules.lowest_club:
            return _LOWEST_CLUB(card=CardRef(core.lead_mask.bit_length() - 1))
        if core.rules.lead_rule == ONLY_WHEN_FORCED:
            return _ONLY_SPADES()
        return _NOT_BROKEN()

    # --- copies, views, zones --------------------------------------------------------------
    def clone(self) -> SpadesState:
        new = object.__new__(SpadesState)
        new.__dict__.update(self.__dict__)
        new.core = self.core.clone()
        new.history = self.history[:]
        new.log = self.log[:]
        new.seen = self.seen[:]
        new.voids = self.voids[:]
        return new

    def key(self) -> tuple[Any, ...]:
        return (*self.core.key(), tuple(self.seen), tuple(self.voids))

    def card_zones(self) -> dict[str, CardSet]:
        core = self.core
        zones = {f"hand {s}": h for s, h in enumerate(core.hands)}
        zones |= {f"tricks {s}": t for s, t in enumerate(self.taken)}
        zones["trick"] = core.trick_cards()
        zones["stock"] = _bits(core.stock[core.stock_pos:])
        zones["discards"] = core.discards
        zones["out of play"] = core.out_of_play
        return zones

    def secret_cards(self, seat: int) -> CardSet:
        core = self.core
        hidden = core.discards | core.out_of_play
        for s, h in enumerate(core.hands):
            if s != seat or not core.viewed[s]:
                hidden |= h
        if core.phase == DRAW:
            stock = _bits(core.stock[core.stock_pos:])
            if seat == core.to_act:
                stock &= ~(1 << core.stock[core.stock_pos])
            hidden |= stock
        return hidden & ~self.seen[seat]

    def view(self, seat: int) -> SpadesView:
        core = self.core
        n = self.num_seats
        offered = HIDDEN
        if core.phase == DRAW and seat == core.to_act:
            offered = core.stock[core.stock_pos]
        return SpadesView(
            seat=seat, num_seats=n, dealer=self.dealer, current_player=self.current_player,
            hand=core.hands[seat] if core.viewed[seat] else 0,
            hand_sizes=tuple(h.bit_count() for h in core.hands),
            trick=tuple(((core.leader + i) % n, c) for i, c in enumerate(core.trick)),
            legal=tuple(self.legal_actions()) if seat == self.current_player else (),
            is_over=core.is_over, events=self.events_for(seat),
            phase=PHASE_NAMES[core.phase], tricks_per_hand=core.rules.T, sides=core.rules.sides,
            bids=tuple(None if b == NO_BID else b for b in core.bids), blind=core.blind,
            tricks_won=tuple(core.won), trick_number=core.trick_no + 1,
            spades_broken=core.broken, scores=core.scores, bags=core.bags,
            viewed=core.viewed[seat], offered=offered,
            seen_discards=self.seen[seat] & core.discards,
            stock_size=len(core.stock) - core.stock_pos if core.phase == DRAW else 0,
            voids=tuple(self.voids))


def _result(core: SpadesCore) -> DealResult:
    """The outcome of a finished hand: each seat's side points, the summary, the carry."""
    rules = core.rules
    deltas, bags = core.score()
    parts: list[Arg] = []
    for i, members in enumerate(rules.sides):
        bids = _chain(_PLUS, [_bid_words(core.bids[p], core.blind[p]) for p in members])
        parts.append(_SIDE_RESULT(side=side_name(members), bids=bids,
                                  won=sum(core.won[p] for p in members),
                                  points=f"{deltas[i]:+d}"))
    scores = [s + d for s, d in zip(core.scores, deltas)]
    points = tuple([deltas[side] for side in rules.side_of])
    best = max(deltas)
    winners = tuple([s for s, p in enumerate(points) if p == best])
    details = {"bids": list(core.bids), "blind": list(core.blind), "won": list(core.won),
               "side_points": deltas, "scores": scores, "bags": bags}
    summary = _chain(_THEN, parts)  # (every game has two sides or more)
    assert isinstance(summary, Message)
    return DealResult(points, winners, summary, details,
                      SpadesCarry(scores=tuple(scores), bags=tuple(bags)))


# --- the sampler: the cards a seat cannot see, dealt at random ---------------------------------


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
        if played & ~_bits([c for _, c in view.trick]) & SPADE_SUIT:
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
            dealt = _deal_with_voids(_bits(self.pool), self.room, voids, rng)
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
            core.hands[seat] |= _BITS[card]
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


# --- the game: hands until a side wins --------------------------------------------------------


class SpadesMatch(Match[Options]):
    """Hands until one side alone has the highest score at or above the target (§2.9).

    ``totals`` are each seat's side score; the side scores and bag counters travel from hand to
    hand in ``carry``.
    """

    def side_scores(self) -> list[int]:
        sides = sides_of(self.options, self.num_seats)
        carry = self.carry
        if isinstance(carry, SpadesCarry) and carry.scores:
            return list(carry.scores)
        return [0] * len(sides)

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
        parts: list[Arg] = []
        for i, members in enumerate(sides):
            if self.options.bags_penalty:
                parts.append(_SIDE_SCORE_BAGS(side=side_name(members), score=scores[i],
                                              bags=bags[i]))
            else:
                parts.append(_SIDE_SCORE(side=side_name(members), score=scores[i]))
        standing = _chain(_APART, parts)
        assert isinstance(standing, Message)
        return standing


_PACKS: dict[tuple[int, int], tuple[Options, CardSet]] = {}  # as _RULES, for GAME.pack


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
    about=about("spades"), seat_range=(2, 3, 4, 5, 6), default_seats=4,
    options_type=Options, presets=PRESETS, pack=_pack, deal=SpadesState,
    rules_file="spades.md",
    match_type=SpadesMatch, default_preset="seed", carry_type=SpadesCarry, seats_for=seats_for,
    preset_labels={"seed": "Individual, with jokers", "seed_short": "Individual, to 200",
                   "classic_partnership": "Classic partnership", "openspiel": "OpenSpiel rules"},
    new_core=new_core, sample=sample, move_of=move_of, action_of=action_of,
    player="cardtable.ai.spades_levels:make_spades_player")

__all__ = [
    "GAME",
    "PRESETS",
    "Options",
    "SpadesCarry",
    "SpadesCore",
    "SpadesMatch",
    "SpadesRules",
    "SpadesSampler",
    "SpadesState",
    "SpadesView",
    "action_of",
    "game_winner",
    "move_of",
    "new_core",
    "rules_for",
    "sample",
    "score_side",
    "spades_pack",
    "tricks_per_hand",
]
