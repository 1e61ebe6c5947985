"""Spades's rules as tables: the options made into what the core reads, the card tables,
the moves and their actions (the move codec)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.cards import (
    DEUCES,
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
from cardtable.engine.errors import IllegalActionError, OptionsError
from cardtable.games.spades.options import Options
from cardtable.games.spades.texts import LOWEST_CLUB_SEATS, NO_SUCH_MOVE, PAIRS_SEATS, TRIPLES_SEATS

SPADE_SUIT: Final = SUIT_MASKS[SPADES] | JOKER_MASK  # jokers are spades for every purpose

OTHER_SUITS: Final = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2]

CLUBS_M, DIAMONDS_M, HEARTS_M = SUIT_MASKS[0], SUIT_MASKS[1], SUIT_MASKS[2]

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
        raise OptionsError(PAIRS_SEATS())
    if options.partnerships == "triples" and num_seats != 6:
        raise OptionsError(TRIPLES_SEATS())
    if options.first_lead == "lowest_club" and num_seats == 2:
        raise OptionsError(LOWEST_CLUB_SEATS())

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
ACTIONS: Final[dict[int, Action]] = {
    **dict(enumerate(PLAY_ACTIONS)),
    **{BID_MOVE + b: a for b, a in enumerate(BID_ACTIONS)},
    **{GIVE_MOVE + c: a for c, a in enumerate(GIVE_ACTIONS)},
    BLIND_NIL_MOVE: BLIND_NIL, LOOK_MOVE: LOOK, KEEP_MOVE: KEEP, REJECT_MOVE: REJECT}

_MOVES: Final = {a: m for m, a in ACTIONS.items()}

def move_of(action: Action) -> int:
    """The core's move for an action of this game; IllegalActionError if there is none."""
    move = _MOVES.get(action)
    if move is None:
        raise IllegalActionError(action, NO_SUCH_MOVE())
    return move

def action_of(move: int) -> Action:
    """The action of a core move (the same immutable value every time)."""
    return ACTIONS[move]

class _SuitMoves(dict[CardSet, tuple[int, ...]]):
    """The cards of a set *of one suit* (spades with the jokers), lowest first, keyed by the
    set itself and made on first use: at most 8,192 sets per suit (32,768 for spades with
    jokers), so the table stays bounded however long a program runs."""

    def __missing__(self, cards: CardSet) -> tuple[int, ...]:
        moves = tuple(card_list(cards))
        self[cards] = moves
        return moves

CARDS_OF: Final = _SuitMoves({0: ()})

def card_moves(cards: CardSet) -> list[int]:
    """The cards of any set as moves, lowest first: four table look-ups, one a suit."""
    t = CARDS_OF
    return [*t[cards & CLUBS_M], *t[cards & DIAMONDS_M], *t[cards & HEARTS_M],
            *t[cards & SPADE_SUIT]]

NO_BID: Final = -1

AFTER_BROKEN, ANYTIME, ONLY_WHEN_FORCED = range(3)  # O11, as the core keeps it

ALL_CARDS: Final = (1 << 54) - 1

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

