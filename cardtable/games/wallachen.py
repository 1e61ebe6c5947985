"""Wallachen: the old three-handed Bavarian plain-trick game, per ``rules/wallachen.md``.

Three seats; the 32-card German pack (shown with German faces by default: ``PREFERRED_FACES``).
The dealer is given; forehand (FH) is the seat after the dealer (``dealer + 1``), middlehand
(MH) the next, and play runs in seat order. One deal (:class:`WallachenState`) is: the first
packet, the Doppeln, the rest of the deal and the two-card Start, the auction, the Start taken
and two cards laid away, the contract, Kontra and Re, the tricks, and the settlement in chips.
Every rule is in :class:`WallachenCore` (ints and bitmasks; the search plays on it); the state
wraps it with the checks, events, views and the record.

Action notation (every action reads back from its text, ``Action.parse(str(a)) == a``):

* ``double`` / ``no`` — push the Doppler or not (W2); ``no`` also declines Kontra and Re;
* ``bid 6`` — "ich spiele", the opening of a player with no holder ahead (the rules' PLAY);
  ``bid 7`` … ``bid 9``, ``bid_bettel``, ``bid_mord`` — a bid (a challenge); Sirch:
  ``bid_brand H`` (Brand in hearts), ``bid_bettel``, ``bid_mord``;
* ``hold`` — the holder accepts the challenger's level and keeps priority; ``pass``;
* ``discard 7D 8S`` — the declarer lays away two cards after taking the Start (one action);
* ``declare 7``, ``declare_bettel``, ``declare_mord`` — the contract (W8); with
  ``trump_selection = announced`` a trick contract names its trump: ``declare H 7``; Sirch:
  ``declare_brand H``;
* ``kontra``, ``re``; ``QH`` — play that card.

Suits in text are the engine's letters: Eichel (acorns) ``C``, Schellen (bells) ``D``, Herz
``H``, Gras/Laub (leaves) ``S``; Sau ``A``, Ober ``Q``, Unter ``J``.

Events (``Event.kind``), in the order ``apply`` reports them:

* ``deal`` — one per seat and packet, private: the cards dealt (``value`` = packet number);
  ``start`` — the two Start cards go face down (private to nobody until taken);
* ``doppeln`` — ``seat`` pushed its Doppler (``value`` 1) or not (0); with
  ``doppeln_order = simultaneous`` the value is secret to the other seats (``secret=VALUE``)
  until the ``doppeln_shown`` events (one per seat, public) after the third choice;
* ``bid`` — ``value`` the level (see ``LEVEL_WORDS``), ``text`` its word, ``target`` the
  Brand suit (-1); ``hold`` (``value`` the level now held); ``pass``;
* ``declarer`` — the auction's result: ``seat``, ``value`` the winning bid, ``text``
  "auction" or "forced" (everybody passed, forehand plays);
* ``thrown_in`` — everybody passed and the deal is void (``text`` "pot" or "redeal");
  ``ante`` — each seat's ante into the pot (``chips``);
* ``take_start`` — the declarer takes the Start (cards private to him);
  ``discard`` — he lays away two cards (private to him);
* ``contract`` — ``value`` the level, ``target`` the trump suit if already known, ``text``;
* ``kontra`` / ``re`` — ``value`` 1 said, 0 declined;
* ``play`` — ``seat`` played ``cards[0]``; ``trump`` — the first lead fixed the trump suit
  (``target``); ``knock`` — a defender played his last card of suit ``target``
  (``knock_signal``); ``trick`` — ``seat`` won ``cards`` (play order), ``value`` the trick
  number;
* ``settle`` — ``seat`` the declarer, ``value`` his tricks, ``text`` "made" or "failed",
  ``chips`` the payments; ``pot_award`` — the pot (or a part) goes to the winners
  (``chips``); ``deal_over``.

Decisions where the rules file is silent or needed a reading (also in the report):

* Seats run clockwise as ``seat + 1``: FH = dealer + 1, MH = dealer + 2 (rules §1.4).
* PLAY (the opening "ich spiele") is the action ``bid 6``: it is a bid of six tricks; the
  table words it "I play". Sirch openings are bids of any ladder level.
* ``doppeln_order = simultaneous``: the engine asks FH, MH and D in turn, each choice secret
  to the others (an event whose value is hidden) and shown to all after the third; a seat
  sees its own choice, and the multiplier in its view counts the Dopplers it knows of.
* The Start of a thrown-in deal is never shown; the discards are never shown to the
  defenders, not even after the deal (only the declarer knows them, §2.6).
* ``multipliers_apply_to_fixed_rates = false``: Bettel and Mord pay ``stake × rate``.
* A pot of one unit that the defenders would split stays whole in the pot.
* ``knock_signal``: the knock follows any play of a defender's last card of a suit,
  whether he led, followed or discarded it.
* Kontra in the trick-1 window is offered to each defender at his turn, also to one who said
  ``no`` in W9 (TAR-08/TAR-11).
* ``start_balance`` (0) is the option every chip session has; ``stake``, the rates and
  ``pot_ante`` are whole numbers from 1 to 100, ``session_deals`` from 0 (open-ended) to 240:
  no balance of a session can come near the engine's chip limit.
* Saved games: a record holds every card and choice so that it replays. What a person may
  not read at a glance (a secret Doppeln choice, the Start, the hands) is protected by the
  engine's sealed record form (:meth:`DealRecord.to_dict` with ``sealed=True``), which the
  session layer uses for the deal in progress.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any, ClassVar, Final

from cardtable.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    PACK_32,
    SPADES,
    SUIT_MASKS,
    CardSet,
    card_list,
)
from cardtable.engine.action import PLAY, Action, well_formed, with_cards
from cardtable.engine.carry import Carry
from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.errors import IllegalActionError, RecordError
from cardtable.engine.events import VALUE, Event, make_event
from cardtable.engine.match import ChipMatch
from cardtable.engine.messages import CardRef, Message, SeatRef, SuitRef, Text
from cardtable.engine.options import option
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import TERMINAL, DealResult, GameState, View
from cardtable.games import about

PREFERRED_FACES: Final = "german"  # the table shows German faces unless the player chose French

# --- options ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """Every variant of ``rules/wallachen.md`` §4; the defaults are the standard game."""

    variant: str = option(
        "standard", "Variant", "Sirch's form: Brand in a named suit, Bettel and Mord",
        choices=("standard", "sirch"),
        labels={"standard": "Standard (Six to Nine, Bettel, Mord)",
                "sirch": "Sirch (Brand, Bettel, Mord)"})
    deal_pattern: str = option("3-4-3", "Deal in packets of", "Doppeln after the first packet",
                               choices=("3-4-3", "5-5", "4-4-2"))
    doppeln_order: str = option(
        "sequential", "Doppeln", "Openly one after another, or secretly until all have chosen",
        choices=("sequential", "simultaneous"),
        labels={"sequential": "One after another, openly", "simultaneous": "Secretly"})
    allow_jump_bids: bool = option(False, "Jump bids", "A challenger may name any higher level")
    all_pass_rule: str = option(
        "forehand_plays", "When nobody plays",
        help="What happens when every player passes",
        choices=("forehand_plays", "pot", "redeal"),
        labels={"forehand_plays": "Forehand must play Six", "pot": "Everybody pays into the pot",
                "redeal": "Deal again"})
    pot_ante: int = option(1, "Ante into the pot",
                           help="What each player pays into the pot when nobody plays",
                           minimum=1, maximum=100)
    pot_award: str = option(
        "winning_side", "Who takes the pot",
        help="Who takes the pot once a deal is played", choices=("winning_side", "declarer_only"),
        labels={"winning_side": "The winners of the next deal played",
                "declarer_only": "Only a declarer who wins"})
    win_payment_basis: str = option(
        "tricks_taken", "A made contract is paid for",
        help="Whether a made contract is paid for every trick taken or for the tricks bid",
        choices=("tricks_taken", "contract"),
        labels={"tricks_taken": "Every trick taken", "contract": "The tricks bid"})
    stake: int = option(1, "Stake per trick",
                        help="The chips paid for each trick", minimum=1, maximum=100)
    bettel_rate: int = option(12, "Bettel pays",
                              help="The chips a Bettel wins or loses", minimum=1, maximum=100)
    mord_rate: int = option(20, "Mord pays",
                            help="The chips a Mord wins or loses", minimum=1, maximum=100)
    multipliers_apply_to_fixed_rates: bool = option(
        True, "Doppeln, Kontra and Re double Bettel and Mord too",
        help="Off: Bettel and Mord always pay their fixed rate")
    trump_selection: str = option(
        "first_lead", "Trumps",
        "The first card led makes trumps, or the declarer names them with his contract",
        choices=("first_lead", "announced"),
        labels={"first_lead": "The suit of the first lead", "announced": "Named by the declarer"})
    overtake_led_suit_even_if_trumped: bool = option(
        False, "Head the suit led even when the trick is trumped",
        help="On: a player following suit must beat the highest card of that suit even when the "
             "trick is trumped")
    allow_discard_when_cannot_overtrump: bool = option(
        False, "Discard instead of undertrumping",
        help="On: a player who cannot beat a trump may play any card instead of a lower trump")
    stichzwang_in_bettel_mord: bool = option(True, "Head the trick in Bettel and Mord too",
                                             help="On: in Bettel and Mord too a player must beat"
                                                  " the trick when he can")
    play_out_all: bool = option(False, "Play all ten tricks of a decided Bettel or Mord",
                                help="On: the deal goes on to the last trick even when the "
                                     "contract is decided")
    knock_signal: bool = option(False, "Defenders knock to show a void",
                                help="On: a defender who cannot follow suit knocks to tell the "
                                     "partner")
    session_deals: int = option(12, "Deals in a session", "0: until the players stop",
                                minimum=0, maximum=240)
    start_balance: int = option(0, "Start balance",
                                help="The chips each player starts the session with",
                                minimum=0, maximum=10_000)


PRESETS: Final[Mapping[str, Options]] = {
    "standard": Options(),
    "sirch": Options(variant="sirch"),
    "pot": Options(all_pass_rule="pot"),
}
PRESET_LABELS: Final = {"standard": "Standard", "sirch": "Sirch's form",
                        "pot": "Standard, a pot when nobody plays"}

# --- levels: bids and contracts ------------------------------------------------------------

SIX, SEVEN, EIGHT, NINE = 0, 1, 2, 3
BRAND_C, BRAND_S, BRAND_D, BRAND_H = 4, 5, 6, 7  # Sirch: acorns < leaves < bells < hearts
BETTEL, MORD = 8, 9
LEVEL_WORDS: Final = ("6", "7", "8", "9", "brand", "brand", "brand", "brand", "bettel", "mord")
BRAND_SUIT: Final = (-1, -1, -1, -1, CLUBS, SPADES, DIAMONDS, HEARTS, -1, -1)
STANDARD_LADDER: Final = (SIX, SEVEN, EIGHT, NINE, BETTEL, MORD)
SIRCH_LADDER: Final = (BRAND_C, BRAND_S, BRAND_D, BRAND_H, BETTEL, MORD)
NEEDED: Final = (6, 7, 8, 9, 6, 6, 6, 6, 0, 10)  # tricks a contract needs (Bettel: none)


def brand_level(suit: int) -> int:
    return BRAND_SUIT.index(suit)


# --- moves: cards 0-51, the other actions from 64 up ----------------------------------------

DOUBLE, NO, PASS, HOLD, KONTRA, RE = 64, 65, 66, 67, 68, 69
BID_BASE: Final = 70  # + level
CONTRACT_BASE: Final = 96  # + level * 5 + (trump suit + 1, or 0)
DISCARD_BASE: Final = 1024  # + low card * 64 + high card
DOPPELN, AUCTION, DISCARD, CONTRACT, KONTRA_ASK, RE_ASK, PLAY_PHASE, OVER = range(8)
PHASE_NAMES: Final = ("doppeln", "auction", "discard", "contract", "kontra", "re", "play", "over")
PACKETS: Final = {"3-4-3": (3, 4, 3), "5-5": (5, 5), "4-4-2": (4, 4, 2)}

_SIMPLE: Final = {DOUBLE: Action("double"), NO: Action("no"), PASS: Action("pass"),
                  HOLD: Action("hold"), KONTRA: Action("kontra"), RE: Action("re")}


def _bid_action(level: int) -> Action:
    if level <= NINE:
        return Action("bid", n=6 + level)
    if level <= BRAND_H:
        return Action("bid_brand", suit=BRAND_SUIT[level])
    return Action("bid_bettel" if level == BETTEL else "bid_mord")


def _contract_action(level: int, trump: int) -> Action:
    if level <= NINE:
        return Action("declare", n=6 + level, suit=None if trump < 0 else trump)
    if level <= BRAND_H:
        return Action("declare_brand", suit=BRAND_SUIT[level])
    return Action("declare_bettel" if level == BETTEL else "declare_mord")


def _all_moves() -> dict[int, Action]:
    table: dict[int, Action] = {c: Action(PLAY, card=c) for c in card_list(PACK_32)}
    table.update(_SIMPLE)
    for level in range(10):
        table[BID_BASE + level] = _bid_action(level)
        table[CONTRACT_BASE + level * 5] = _contract_action(level, -1)
        if level <= NINE:
            for s in range(4):
                table[CONTRACT_BASE + level * 5 + s + 1] = _contract_action(level, s)
    cards = card_list(PACK_32)
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            table[DISCARD_BASE + a * 64 + b] = with_cards("discard", (1 << a) | (1 << b))
    return table


_ACTION_OF: Final = _all_moves()
_MOVE_OF: Final = {a: m for m, a in _ACTION_OF.items()}
_MOVE_BY_ID: Final = {id(a): m for m, a in _ACTION_OF.items()}  # the cached actions, by identity
# The same table as a list indexed by move, for mapping moves in C; the codes between the
# moves hold a placeholder no move ever maps to.
_NO_MOVE: Final = Action("no_move")
_BY_TEXT: Final = {str(a): a for a in _ACTION_OF.values()}  # each move's canonical text
_ACTION_LIST: Final = [_ACTION_OF.get(m, _NO_MOVE) for m in range(max(_ACTION_OF) + 1)]


def action_of(move: int) -> Action:
    """The action of a core move (the same immutable object every time)."""
    return _ACTION_OF[move]


def move_of(action: Action) -> int:
    """The core move of an action; IllegalActionError if it is no move of Wallachen."""
    move = _MOVE_OF.get(action) if isinstance(action, Action) else None
    if move is None:
        raise IllegalActionError(action, _NOT_A_MOVE())
    return move


# --- the rules derived from the options, once per option set ---------------------------------


class Rules:
    """What the core reads of the options, as plain ints and tuples (shared, never copied)."""

    __slots__ = ("all_pass", "announced", "basis_contract", "bettel_rate", "challenge_moves",
                 "contract_moves", "discard_ok", "knock", "ladder", "mord_rate", "mult_fixed",
                 "open_moves", "options", "overtake", "packets", "play_out_all", "pot_ante",
                 "pot_split", "simultaneous", "sirch", "stake", "stichzwang_bm")

    def __init__(self, options: Options) -> None:
        self.options = options
        self.sirch = options.variant == "sirch"
        self.ladder = SIRCH_LADDER if self.sirch else STANDARD_LADDER
        self.packets = PACKETS[options.deal_pattern]
        self.simultaneous = options.doppeln_order == "simultaneous"
        self.all_pass = ("forehand_plays", "pot", "redeal").index(options.all_pass_rule)
        self.pot_ante = options.pot_ante
        self.pot_split = options.pot_award == "winning_side"
        self.basis_contract = options.win_payment_basis == "contract"
        self.stake = options.stake
        self.bettel_rate = options.bettel_rate
        self.mord_rate = options.mord_rate
        self.mult_fixed = options.multipliers_apply_to_fixed_rates
        self.announced = options.trump_selection == "announced" and not self.sirch
        self.overtake = options.overtake_led_suit_even_if_trumped
        self.discard_ok = options.allow_discard_when_cannot_overtrump
        self.stichzwang_bm = options.stichzwang_in_bettel_mord
        self.play_out_all = options.play_out_all
        self.knock = options.knock_signal
        ladder = self.ladder
        jumps = self.sirch or options.allow_jump_bids
        self.open_moves = ([BID_BASE + lv for lv in ladder] if self.sirch else [BID_BASE + SIX])
        self.open_moves.append(PASS)
        challenge: dict[int, list[int]] = {}
        for i, lv in enumerate(ladder):
            higher = ladder[i + 1:] if jumps else ladder[i + 1:i + 2]
            challenge[lv] = [BID_BASE + h for h in higher] + [PASS]
        self.challenge_moves = challenge
        contracts: dict[int, list[int]] = {}
        for i, lv in enumerate(ladder):
            moves = []
            for c in ladder[i:]:
                if c <= NINE and self.announced:
                    moves += [CONTRACT_BASE + c * 5 + s + 1 for s in range(4)]
                else:
                    moves.append(CONTRACT_BASE + c * 5)
            contracts[lv] = moves
        self.contract_moves = contracts


_RULES: dict[int, tuple[Options, Rules]] = {}


def rules_of(options: Options) -> Rules:
    """The rules of ``options`` (made once per options object)."""
    found = _RULES.get(id(options))
    if found is not None and found[0] is options:
        return found[1]
    rules = Rules(options)
    if len(_RULES) > 1000:
        _RULES.clear()
    _RULES[id(options)] = (options, rules)
    return rules


# --- cards ----------------------------------------------------------------------------------

_SUIT: Final = tuple(c // 13 for c in range(52))
_BIT: Final = tuple(1 << c for c in range(52))
_NOTHING_PENDING: Final[tuple[tuple[tuple[int, ...], ...], ...]] = ((), (), ())
_ABOVE: Final = tuple(~((2 << c) - 1) for c in range(52))  # cards above c (within any suit)
_PAIRS: dict[CardSet, list[int]] = {}


class _SuitCards(dict[CardSet, list[int]]):
    """The cards of a set within one suit, lowest first, made on first use (256 per suit)."""

    def __missing__(self, cards: CardSet) -> list[int]:
        out = self[cards] = card_list(cards)
        return out


_CARDS_OF: Final = _SuitCards()
_MC, _MD, _MH, _MS = SUIT_MASKS


def cards_in(cards: CardSet) -> list[int]:
    """The cards of a set, lowest first, from four table look-ups."""
    t = _CARDS_OF
    return [*t[cards & _MC], *t[cards & _MD], *t[cards & _MH], *t[cards & _MS]]


def legal_cards(hand: CardSet, led: int, win_card: int, high_led: int, trump: int,
                head: bool, overtake: bool, discard_ok: bool) -> CardSet:
    """The cards a follower may play (§2.3). ``led`` is the suit led (-1: the seat leads),
    ``win_card`` the card winning the trick, ``high_led`` the highest card of the suit led in
    it, ``head`` whether the duty to head the trick applies (not in Bettel and Mord with
    ``stichzwang_in_bettel_mord`` off)."""
    if led < 0:
        return hand
    same = hand & SUIT_MASKS[led]
    if same:
        if _SUIT[win_card] == led:
            if head:
                above = same & _ABOVE[win_card]
                if above:
                    return above
        elif overtake:
            above = same & _ABOVE[high_led]
            if above:
                return above
        return same
    if trump >= 0:
        trumps = hand & SUIT_MASKS[trump]
        if trumps:
            if _SUIT[win_card] == trump:
                above = trumps & _ABOVE[win_card]
                if above:
                    return above
                if discard_ok:
                    return hand
            return trumps
    return hand


def shown_absent(card: int, led: int, win_card: int, high_led: int, trump: int, head: bool,
                 overtake: bool, discard_ok: bool) -> CardSet:
    """The cards a follower is shown not to hold by playing ``card`` (the mirror of
    :func:`legal_cards`): each of them in his hand would have made ``card`` illegal."""
    if led < 0:
        return 0
    led_mask = SUIT_MASKS[led]
    if _SUIT[card] == led:
        if _SUIT[win_card] == led:
            if head and card < win_card:
                return led_mask & _ABOVE[win_card]
        elif overtake and card < high_led:
            return led_mask & _ABOVE[high_led]
        return 0
    absent = led_mask
    if trump >= 0:
        trump_mask = SUIT_MASKS[trump]
        if _SUIT[card] == trump:
            if _SUIT[win_card] == trump and card < win_card:
                absent |= trump_mask & _ABOVE[win_card]
        elif _SUIT[win_card] == trump and discard_ok:
            absent |= trump_mask & _ABOVE[win_card]
        else:
            absent |= trump_mask
    return absent & PACK_32


def _discard_moves(hand: CardSet) -> list[int]:
    moves = _PAIRS.get(hand)
    if moves is None:
        cards = card_list(hand)
        moves = [DISCARD_BASE + a * 64 + b for i, a in enumerate(cards) for b in cards[i + 1:]]
        if len(_PAIRS) > 4096:
            _PAIRS.clear()
        _PAIRS[hand] = moves
    return list(moves)


def multiplier(doublers: int, kontra: bool, re: bool) -> int:
    """M = 2 ** (Dopplers pushed + Kontra + Re) (§3.1)."""
    return 1 << (doublers + kontra + re)


# --- the rules core -----------------------------------------------------------------------------

Payment = tuple[int | str, int | str, int]  # (from, to, amount): a seat or "pot"


class WallachenCore:
    """One deal as ints and bitmasks: what the search plays on, and what the state wraps.

    ``play`` applies a legal move without checking it. When ``trace`` is a list, ``play``
    appends the events of the move to it (the state sets it; the search never does).
    """

    __slots__ = ("_net", "answering", "asked", "bid_x", "challenger", "cidx", "contract",
                 "dealer", "decided", "declarer", "discards", "doppel", "fh", "hands",
                 "high_led", "holder", "kontra", "leader", "led", "level", "passed", "pending",
                 "phase", "played", "pot", "re", "re_back", "rules", "start", "thrown",
                 "to_act", "trace", "trick", "trick_no", "trump", "win_card", "win_seat",
                 "winning", "won")

    rules: Rules
    dealer: int
    fh: int
    phase: int
    to_act: int
    hands: list[CardSet]
    pending: tuple[tuple[tuple[int, ...], ...], ...]  # per seat, the packets still to deal
    start: CardSet
    discards: CardSet
    played: CardSet
    doppel: int
    decided: int
    holder: int
    level: int
    passed: int
    cidx: int
    challenger: int
    answering: bool
    bid_x: int
    declarer: int
    winning: int
    contract: int
    trump: int
    kontra: int
    re: bool
    asked: int
    re_back: int
    trick: list[int]
    trick_no: int
    leader: int
    led: int
    win_card: int
    win_seat: int
    high_led: int
    won: list[int]
    pot: int
    thrown: int
    trace: list[Event] | None
    _net: tuple[int, int, int] | None

    @classmethod
    def blank(cls, rules: Rules, dealer: int, pot: int) -> WallachenCore:
        """A deal before any card is dealt (the sampler fills in the rest)."""
        core = object.__new__(cls)
        core.rules = rules
        core.dealer = dealer
        core.fh = (dealer + 1) % 3
        core.phase = DOPPELN
        core.to_act = core.fh
        core.hands = [0, 0, 0]
        core.pending = _NOTHING_PENDING
        core.start = core.discards = core.played = 0
        core.doppel = core.decided = 0
        core.holder = core.level = -1
        core.passed = 0
        core.cidx = 0
        core.challenger = core.fh
        core.answering = False
        core.bid_x = -1
        core.declarer = core.winning = core.contract = core.trump = core.kontra = -1
        core.re = False
        core.asked = 0
        core.re_back = -1
        core.trick = []
        core.trick_no = 0
        core.leader = -1
        core.led = core.win_card = core.win_seat = core.high_led = -1
        core.won = [0, 0, 0]
        core.pot = pot
        core.thrown = 0
        core.trace = None
        core._net = None
        return core

    @classmethod
    def deal(cls, rules: Rules, dealer: int, deck: Sequence[int], pot: int = 0,
             trace: list[Event] | None = None) -> WallachenCore:
        """A new deal from ``deck`` (``deck[0]`` on top): the first packet dealt (W1), the
        later packets waiting in ``pending`` and the last two cards the Start (§1.4)."""
        core = cls.blank(rules, dealer, pot)
        core.trace = trace
        pos = 0
        seats = (core.fh, (core.fh + 1) % 3, dealer)
        pending: list[list[tuple[int, ...]]] = [[], [], []]
        for number, size in enumerate(rules.packets):
            for s in seats:
                cards = tuple(deck[pos:pos + size])
                pos += size
                if number == 0:
                    core.hands[s] = sum(map(_BIT.__getitem__, cards))
                    if trace is not None:
                        trace.append(make_event("deal", s, cards, 1, -1, "", True))
                else:
                    pending[s].append(cards)
        core.pending = (tuple(pending[0]), tuple(pending[1]), tuple(pending[2]))
        core.start = (1 << deck[30]) | (1 << deck[31])
        return core

    # --- the Core protocol ----------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.to_act

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    def clone(self) -> WallachenCore:
        new = object.__new__(WallachenCore)
        for name in _SCALARS:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.trick = self.trick[:]
        new.won = self.won[:]
        new.trace = None if self.trace is None else []
        return new

    def key(self) -> tuple[Any, ...]:
        return (tuple(getattr(self, n) for n in _KEY_SCALARS), tuple(self.hands),
                tuple(self.trick), tuple(self.won))

    def moves(self) -> list[int]:
        phase = self.phase
        if phase == PLAY_PHASE:
            hand = self.hands[self.to_act]
            if self.trick:  # the common case, a follow in the suit led, inlined
                led = self.led
                same = hand & SUIT_MASKS[led]
                w = self.win_card
                if same and _SUIT[w] == led:
                    if self.contract < BETTEL or self.rules.stichzwang_bm:
                        above = same & _ABOVE[w]
                        if above:
                            same = above
                    moves = [*_CARDS_OF[same]]
                else:
                    moves = cards_in(self.legal_cards())
            else:
                moves = cards_in(hand)
            if self.trick_no == 0 and self.kontra < 0 and self.to_act != self.declarer:
                moves.insert(0, KONTRA)
            return moves
        if phase == AUCTION:
            if self.answering:
                return [HOLD, PASS]
            if self.holder < 0:
                return self.rules.open_moves[:]
            return self.rules.challenge_moves[self.level][:]
        if phase == DOPPELN:
            return [DOUBLE, NO]
        if phase == DISCARD:
            return _discard_moves(self.hands[self.declarer])
        if phase == CONTRACT:
            return self.rules.contract_moves[self.winning][:]
        if phase == KONTRA_ASK:
            return [KONTRA, NO]
        if phase == RE_ASK:
            return [RE, NO]
        return []

    def legal_cards(self) -> CardSet:
        """The cards the seat on turn may play now (§2.3)."""
        r = self.rules
        if not self.trick:
            return self.hands[self.to_act]
        return legal_cards(self.hands[self.to_act], self.led, self.win_card, self.high_led,
                           self.trump, self.contract < BETTEL or r.stichzwang_bm, r.overtake,
                           r.discard_ok)

    def absent_if_played(self, card: int) -> CardSet:
        """The cards the seat on turn shows it lacks by playing ``card`` now."""
        if not self.trick:
            return 0
        r = self.rules
        return shown_absent(card, self.led, self.win_card, self.high_led, self.trump,
                            self.contract < BETTEL or r.stichzwang_bm, r.overtake, r.discard_ok)

    def play(self, move: int) -> None:
        if move < 64:
            self._play_card(move)
        elif self.phase == AUCTION:
            self._auction(move)
        elif self.phase == DOPPELN:
            self._doppeln(move == DOUBLE)
        elif move >= DISCARD_BASE:
            self._discard(move)
        elif self.phase == CONTRACT:
            self._declare(move)
        elif move == KONTRA:
            self._kontra()
        elif self.phase == RE_ASK:
            self._re(move == RE)
        else:  # NO in W9
            self._no_kontra()

    # --- W2 Doppeln, W3 the rest of the deal ------------------------------------------------
    def _doppeln(self, double: bool) -> None:
        seat = self.to_act
        if double:
            self.doppel |= 1 << seat
        self.decided += 1
        trace = self.trace
        if trace is not None:
            trace.append(_DOPPELN_EVENTS[seat, double, self.rules.simultaneous])
        if self.decided < 3:
            self.to_act = (seat + 1) % 3
            return
        if trace is not None and self.rules.simultaneous:
            for k in range(3):
                s = (self.fh + k) % 3
                trace.append(Event("doppeln_shown", s, value=self.doppel >> s & 1))
        self._deal_rest()

    def _deal_rest(self) -> None:
        trace = self.trace
        order = (self.fh, (self.fh + 1) % 3, self.dealer)
        for k in range(len(self.pending[self.fh])):
            for s in order:
                cards = self.pending[s][k]
                self.hands[s] |= sum(map(_BIT.__getitem__, cards))
                if trace is not None:
                    trace.append(make_event("deal", s, cards, k + 2, -1, "", True))
        self.pending = _NOTHING_PENDING
        if trace is not None:
            trace.append(make_event("start", -1, tuple(card_list(self.start)), 0, -1, "", True))
        self.phase = AUCTION
        self.to_act = self.challenger = self.fh

    # --- W4 the auction, W5 nobody plays, W6 the Start ----------------------------------------
    def _auction(self, move: int) -> None:
        seat = self.to_act
        trace = self.trace
        if move == PASS:
            if trace is not None:
                trace.append(_PASS_EVENTS[seat])
            self.passed |= 1 << seat
            if self.answering:  # the holder gives way: the challenger holds his bid
                self.holder = self.challenger
                self.level = self.bid_x
                self.answering = False
            self._next_challenger()
            return
        if move == HOLD:
            self.level = self.bid_x
            self.answering = False
            self.to_act = self.challenger
            if trace is not None:
                trace.append(_HOLD_EVENTS[seat * 10 + self.level])
            return
        level = move - BID_BASE
        if trace is not None:
            trace.append(_BID_EVENTS[seat * 10 + level])
        if self.holder < 0:
            self.holder = seat
            self.level = level
            self._next_challenger()
        else:
            self.bid_x = level
            self.answering = True
            self.to_act = self.holder

    def _next_challenger(self) -> None:
        self.cidx += 1
        self.bid_x = -1
        if self.cidx < 3:
            self.to_act = self.challenger = (self.fh + self.cidx) % 3
            return
        self.challenger = -1
        trace = self.trace
        if self.holder >= 0:
            self.declarer, self.winning = self.holder, self.level
            how = "auction"
        elif self.rules.all_pass == 0:
            self.declarer, self.winning = self.fh, self.rules.ladder[0]
            how = "forced"
        else:
            self.thrown = self.rules.all_pass
            self._finish()
            return
        if trace is not None:
            trace.append(make_event("declarer", self.declarer, (), self.winning, -1, how))
            trace.append(make_event("take_start", self.declarer, tuple(card_list(self.start)),
                                    0, -1, "", True))
        self.hands[self.declarer] |= self.start
        self.start = 0
        self.phase = DISCARD
        self.to_act = self.declarer

    # --- W7 discard, W8 contract, W9 Kontra and Re ---------------------------------------------
    def _discard(self, move: int) -> None:
        code = move - DISCARD_BASE
        pair = (1 << (code >> 6)) | (1 << (code & 63))
        self.hands[self.declarer] &= ~pair
        self.discards = pair
        if self.trace is not None:
            self.trace.append(make_event("discard", self.declarer, tuple(card_list(pair)), 0, -1,
                                         "", True))
        self.phase = CONTRACT

    def _declare(self, move: int) -> None:
        code = move - CONTRACT_BASE
        level, suit = divmod(code, 5)
        self.contract = level
        if level <= NINE:
            self.trump = suit - 1  # -1: the first lead will fix it
        else:
            self.trump = BRAND_SUIT[level]
        if self.trace is not None:
            self.trace.append(make_event("contract", self.declarer, (), level, self.trump,
                                         LEVEL_WORDS[level]))
        self.phase = KONTRA_ASK
        self.asked = 0
        self.to_act = (self.declarer + 1) % 3

    def _kontra(self) -> None:
        seat = self.to_act
        self.kontra = seat
        if self.trace is not None:
            self.trace.append(make_event("kontra", seat, (), 1))
        self.re_back = seat if self.phase == PLAY_PHASE else -1
        self.phase = RE_ASK
        self.to_act = self.declarer

    def _no_kontra(self) -> None:
        if self.trace is not None:
            self.trace.append(make_event("kontra", self.to_act, (), 0))
        self.asked += 1
        if self.asked < 2:
            self.to_act = (self.declarer + 2) % 3
        else:
            self._start_play()

    def _re(self, said: bool) -> None:
        self.re = said
        if self.trace is not None:
            self.trace.append(make_event("re", self.declarer, (), int(said)))
        if self.re_back < 0:
            self._start_play()
        else:
            self.phase = PLAY_PHASE
            self.to_act = self.re_back

    def _start_play(self) -> None:
        self.phase = PLAY_PHASE
        self.to_act = self.declarer

    # --- W10 the tricks ------------------------------------------------------------------------
    def _play_card(self, c: int) -> None:
        seat = self.to_act
        bit = 1 << c
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        trace = self.trace
        s = _SUIT[c]
        if not trick:
            self.leader = seat
            self.led = s
            self.win_card = self.high_led = c
            self.win_seat = seat
            if self.trump < 0 and self.contract <= NINE:
                self.trump = s
                if trace is not None:
                    trace.append(make_event("trump", seat, (c,), 0, s))
        else:
            w = self.win_card
            if s == _SUIT[w]:
                if c > w:
                    self.win_card = c
                    self.win_seat = seat
            elif s == self.trump:
                self.win_card = c
                self.win_seat = seat
            if s == self.led and c > self.high_led:
                self.high_led = c
        trick.append(c)
        if trace is not None:
            trace.append(_PLAY_EVENTS[seat * 64 + c])
            if (self.rules.knock and seat != self.declarer
                    and not self.hands[seat] & SUIT_MASKS[s]):
                trace.append(make_event("knock", seat, (), 0, s))
        if len(trick) == 3:
            self._end_trick()
        else:
            self.to_act = seat + 1 if seat < 2 else 0

    def _end_trick(self) -> None:
        w = self.win_seat
        self.won[w] += 1
        self.trick_no += 1
        if self.trace is not None:
            self.trace.append(make_event("trick", w, tuple(self.trick), self.trick_no))
        self.trick = []
        self.led = -1
        self.to_act = w
        # Bettel is lost by the declarer's first trick, Mord by the defenders' first.
        decided = self.contract >= BETTEL and (w == self.declarer) == (self.contract == BETTEL)
        if self.trick_no == 10 or decided and not self.rules.play_out_all:
            self._finish()

    # --- W11 the settlement ---------------------------------------------------------------------
    def made(self) -> bool:
        """Whether the declarer won his contract (the deal being played out)."""
        t = self.won[self.declarer]
        if self.contract == BETTEL:
            return t == 0
        if self.contract == MORD:
            return t == self.trick_no
        return t >= NEEDED[self.contract]

    def payments(self) -> list[Payment]:
        """Every chip movement of the deal, once it is over (§3.2-3.4)."""
        r = self.rules
        seats = (self.fh, (self.fh + 1) % 3, self.dealer)
        if self.thrown:
            return [(s, "pot", r.pot_ante) for s in seats] if self.thrown == 1 else []
        decl = self.declarer
        defenders = [s for s in seats if s != decl]
        m = multiplier(self.doppel.bit_count(), self.kontra >= 0, self.re)
        made = self.made()
        contract = self.contract
        if contract >= BETTEL:
            rate = r.bettel_rate if contract == BETTEL else r.mord_rate
            amount = r.stake * rate * (m if r.mult_fixed else 1)
        elif made and not r.basis_contract:
            amount = r.stake * self.won[decl] * m
        else:
            amount = r.stake * NEEDED[contract] * m
        out: list[Payment] = ([(d, decl, amount) for d in defenders] if made
                              else [(decl, d, amount) for d in defenders])
        if self.pot:
            if made:
                out.append(("pot", decl, self.pot))
            elif r.pot_split and self.pot >= 2:
                half = self.pot // 2
                out += [("pot", d, half) for d in defenders]
        return out

    def net(self) -> tuple[int, int, int]:
        """Chips each seat won (+) or paid (-) in the deal, once it is over."""
        if self._net is None:
            net = [0, 0, 0]
            for src, dst, n in self.payments():
                if isinstance(src, int):
                    net[src] -= n
                if isinstance(dst, int):
                    net[dst] += n
            self._net = (net[0], net[1], net[2])
        return self._net

    def payoff(self, seat: int) -> int:
        """What the search scores: the seat's chips won in the deal."""
        return self.net()[seat]

    def net_for(self, contract: int) -> tuple[int, int, int]:
        """The chips of a finished trick contract had the declarer announced ``contract``
        instead (the same play): for weighing contracts against one play-out."""
        if contract == self.contract:
            return self.net()
        other = self.clone()
        other.contract = contract
        other._net = None
        return other.net()

    def end_auction(self, seat: int, level: int) -> None:
        """End the auction now with ``seat`` holding ``level`` (a world in which the seat
        becomes the declarer: the Start is taken, the discard is next). The remaining
        Doppeln choices are made as "no" and the rest is dealt if needed."""
        while self.phase == DOPPELN:
            self._doppeln(False)
        self.phase = AUCTION
        self.holder, self.level = seat, level
        self.answering = False
        self.cidx = 2
        self._next_challenger()

    def _finish(self) -> None:
        self.phase = OVER
        self.to_act = TERMINAL
        trace = self.trace
        if trace is None:
            return
        payments = self.payments()
        moves = tuple(ChipMove(s, d, n) for s, d, n in payments)
        if self.thrown:
            trace.append(make_event("thrown_in", -1, (), 0, -1,
                                    "pot" if self.thrown == 1 else "redeal"))
            if moves:
                trace.append(Event("ante", -1, value=self.rules.pot_ante, chips=moves))
        else:
            settle = tuple(m for m in moves if m.source != "pot")
            trace.append(Event("settle", self.declarer, value=self.won[self.declarer],
                               text="made" if self.made() else "failed", chips=settle))
            award = tuple(m for m in moves if m.source == "pot")
            if award:
                trace.append(Event("pot_award", -1, value=sum(m.amount for m in award),
                                   chips=award))
        trace.append(make_event("deal_over", self.declarer))


_SCALARS: Final = tuple(n for n in WallachenCore.__slots__
                        if n not in ("hands", "trick", "won", "trace"))
_KEY_SCALARS: Final = tuple(n for n in _SCALARS if n not in ("rules", "_net"))

# Events that repeat, made once (the deal's hot path allocates none for them).
_PLAY_EVENTS: Final = tuple(Event("play", i // 64, (i % 64,)) for i in range(3 * 64))
_PASS_EVENTS: Final = tuple(Event("pass", s) for s in range(3))
_BID_EVENTS: Final = tuple(Event("bid", i // 10, value=i % 10, target=BRAND_SUIT[i % 10],
                                 text=LEVEL_WORDS[i % 10]) for i in range(30))
_HOLD_EVENTS: Final = tuple(Event("hold", i // 10, value=i % 10) for i in range(30))
_DOPPELN_EVENTS: Final = {(s, d, p): Event("doppeln", s, value=int(d), private=p, secret=VALUE)
                          for s in range(3) for d in (False, True) for p in (False, True)}

# --- messages -----------------------------------------------------------------------------------

_NOT_A_MOVE = Text("wallachen", "That is not a move of Wallachen")
_OVER = Text("wallachen", "The deal is over")
_DOPPELN = Text("wallachen", "Now each player decides whether to push the Doppler: double or no")
_AUCTION = Text("wallachen", "It is the auction: bid, hold or pass")
_OPEN = Text("wallachen", "Nobody holds a bid yet: play (bid six) or pass")
_OPEN_SIRCH = Text("wallachen", "Nobody holds a bid yet: bid a Brand, Bettel or Mord, or pass")
_ANSWER = Text("wallachen", "{who} bid {level}: hold it or pass")
_CHALLENGE = Text("wallachen", "You may bid {level}, or pass")
_CHALLENGE_ANY = Text("wallachen", "You may bid any level above {level}, or pass")
_ONLY_PASS = Text("wallachen", "Mord is held: nothing is higher, you can only pass")
_DISCARD = Text("wallachen", "Lay away two cards of your hand")
_NOT_HELD = Text("wallachen", "You do not hold the {card}")
_CONTRACT = Text("wallachen", "Your contract must be at least your winning bid, {level}")
_NAME_TRUMP = Text("wallachen", "Name the trump suit with a contract of tricks")
_KONTRA_ASK = Text("wallachen", "Say Kontra or no")
_RE_ASK = Text("wallachen", "Say Re or no")
_KONTRA_WHEN = Text("wallachen", "Only a defender may say Kontra, once, before the end of the "
                                 "first trick")
_FOLLOW_HEAD = Text("wallachen", "You must follow suit and beat the {card}: play a higher {suit}")
_FOLLOW = Text("wallachen", "You must follow suit: play a {suit}")
_OVERTRUMP = Text("wallachen", "You must overtrump the {card}: play a higher {suit}")
_TRUMP = Text("wallachen", "You cannot follow suit, so you must trump: play a {suit}")
_PLAY_NOW = Text("wallachen", "Play a card")
_SUMMARY_MADE = Text("wallachen", "{who} made {contract} with %n tricks",
                     one="{who} made {contract} with %n trick", count="tricks", subject="who",
                     you="You made {contract} with %n tricks",
                     you_one="You made {contract} with %n trick")
_SUMMARY_FAILED = Text("wallachen", "{who} failed {contract} with %n tricks",
                       one="{who} failed {contract} with %n trick", count="tricks",
                       subject="who", you="You failed {contract} with %n tricks",
                       you_one="You failed {contract} with %n trick")
_SUMMARY_POT = Text("wallachen", "Nobody played: everybody paid {ante} into the pot")
_SUMMARY_REDEAL = Text("wallachen", "Nobody played: the deal is thrown in")
_STANDING = Text("wallachen", "{balances}; pot {pot}")
_BALANCE = Text("wallachen", "{who}: {chips}")
_LEVEL_NAMES: Final = (
    Text("wallachen", "Six"), Text("wallachen", "Seven"), Text("wallachen", "Eight"),
    Text("wallachen", "Nine"), Text("wallachen", "Brand in {suit}"), Text("wallachen", "Bettel"),
    Text("wallachen", "Mord"))


def level_name(level: int) -> Message:
    """A level (a bid or contract) in words: "Seven", "Brand in hearts", "Bettel"."""
    if level <= NINE:
        return _LEVEL_NAMES[level]()
    if level <= BRAND_H:
        return _LEVEL_NAMES[4](suit=SuitRef(BRAND_SUIT[level], plural=True))
    return _LEVEL_NAMES[5 if level == BETTEL else 6]()


# --- the carry, the view --------------------------------------------------------------------------


@dataclass(frozen=True)
class WallachenCarry(Carry):
    """The chips between deals: every player's balance and the pot (``chips``)."""


def _start_chips(options: Options, carry: Carry) -> Chips:
    if not isinstance(carry, Carry):
        raise RecordError("a Wallachen deal carries the chips of the session")
    chips = carry.chips
    if chips is None:
        return Chips.start(3, options.start_balance, ("pot",))
    if len(chips.balances) != 3 or chips.place_names() != ("pot",):
        raise RecordError("a Wallachen deal carries three balances and the pot")
    return chips


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

    phase: str
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


# --- the deal --------------------------------------------------------------------------------------


def _check_deck(deck: Sequence[int]) -> CardSet:
    mask = 0
    for c in deck:
        if type(c) is not int or not 0 <= c < 52:
            raise RecordError("the deck is not the 32-card pack of Wallachen")
        mask |= 1 << c
    if len(deck) != 32 or mask != PACK_32:
        raise RecordError("the deck is not the 32-card pack of Wallachen")
    return mask


class WallachenState(GameState[Options]):
    """One deal of Wallachen, from the first packet to the settlement."""

    game_id: ClassVar[str] = "wallachen"

    def __init__(self, options: Options, num_seats: int, dealer: int, deck: Sequence[int],
                 carry: Carry) -> None:
        if num_seats != 3:
            raise RecordError("Wallachen is played by three players")
        if type(dealer) is not int or not 0 <= dealer < 3:
            raise RecordError(f"dealer {str(dealer)[:12]} is not a seat of three")
        _check_deck(deck)
        self.options = options
        self.num_seats = 3
        self.dealer = dealer
        self.deck = tuple(deck)
        self.carry = carry
        self.chips_now = _start_chips(options, carry)
        self.history = []
        self.log = []
        self.core = WallachenCore.deal(rules_of(options), dealer, self.deck,
                                       self.chips_now.at("pot"), self.log)
        self.core.trace = []
        self.start_cards = self.core.start
        self.excluded = [0, 0, 0]
        self._legal: list[Action] | None = None
        self._move_list: list[int] | None = None
        self._seen: dict[int, list[Event]] = {}  # each seat's version of the log so far
        self._result: DealResult | None = None

    # --- the contract -------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.core.current_player

    @property
    def is_over(self) -> bool:
        return self.core.phase == OVER

    def _moves(self) -> list[int]:
        moves = self._move_list
        if moves is None:
            moves = self._move_list = self.core.moves()
        return moves

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = list(map(_ACTION_LIST.__getitem__, self._moves()))
        return legal[:]

    def apply(self, action: Action | str) -> list[Event]:
        """Check and apply ``action``; an illegal one raises and changes nothing."""
        move = _MOVE_BY_ID.get(id(action))
        if move is None or _ACTION_LIST[move] is not action:  # not one of the cached actions
            if isinstance(action, str):
                action = self.parse_action(action)
            if well_formed(action) is not None:
                return super().apply(action)  # the base class words the refusal
            move = _MOVE_OF.get(action)
            if move is None:
                raise IllegalActionError(action, self.why_illegal(action))
            action = _ACTION_OF[move]
        if move not in self._moves():
            raise IllegalActionError(action, self.why_illegal(action))
        events = self._play(move)
        self.history.append(action)
        self.log += events
        return events

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply a legal action without checking it."""
        move = _MOVE_BY_ID.get(id(action))
        if move is None or _ACTION_LIST[move] is not action:
            move = _MOVE_OF[action]
        events = self._play(move)
        self.history.append(action)
        self.log += events
        return events

    def _apply(self, action: Action) -> list[Event]:
        return self._play(_MOVE_OF[action])

    def _play(self, move: int) -> list[Event]:
        core = self.core
        if move < 64 and core.trick:
            self.excluded[core.to_act] |= core.absent_if_played(move)
        core.play(move)
        events = core.trace
        assert events is not None
        core.trace = []
        self._legal = self._move_list = None
        if core.phase == OVER:
            for e in events:
                if e.chips:
                    self.chips_now = self.chips_now.moved(e.chips)
        return events

    def clone(self) -> WallachenState:
        new = object.__new__(WallachenState)
        new.__dict__.update(self.__dict__)
        new.core = self.core.clone()
        new.core.trace = []
        new.history = list(self.history)
        new.log = list(self.log)
        new.excluded = list(self.excluded)
        new._legal = new._move_list = None
        new._seen = {seat: list(seen) for seat, seen in self._seen.items()}
        return new

    def key(self) -> tuple[Any, ...]:
        return self.core.key()

    def parse_action(self, text: str) -> Action:
        """As the base class; a canonical text gives the cached action itself."""
        found = _BY_TEXT.get(text) if isinstance(text, str) else None
        return found if found is not None else super().parse_action(text)

    def events_for(self, seat: int) -> tuple[Event, ...]:
        """As the base class, kept up to date event by event (a view is made at every
        decision; masking the whole log each time was most of a view's cost)."""
        seen = self._seen.get(seat)
        if seen is None:
            seen = self._seen[seat] = []
        log = self.log
        if len(seen) < len(log):
            seen.extend(e.for_seat(seat) for e in log[len(seen):])
        return tuple(seen)

    def chips(self) -> Chips:
        return self.chips_now

    # --- refusals ------------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> Message:
        core = self.core
        phase = core.phase
        if phase == OVER:
            return _OVER()
        if phase == DOPPELN:
            return _DOPPELN()
        if phase == AUCTION:
            return self._why_auction()
        if phase == DISCARD:
            if action.kind == "discard":
                missing = action.card_set & ~core.hands[core.declarer]
                if missing:
                    return _NOT_HELD(card=CardRef(card_list(missing)[0]))
            return _DISCARD()
        if phase == CONTRACT:
            if core.rules.announced and action.kind == "declare" and action.suit is None:
                return _NAME_TRUMP()
            return _CONTRACT(level=level_name(core.winning))
        if phase == KONTRA_ASK:
            return _KONTRA_ASK()
        if phase == RE_ASK:
            return _RE_ASK()
        if action.kind == "kontra":
            return _KONTRA_WHEN()
        c = action.card
        if action.kind != PLAY or c is None:
            return _PLAY_NOW()
        if not core.hands[core.to_act] >> c & 1:
            return _NOT_HELD(card=CardRef(c))
        return self._why_card()

    def _why_auction(self) -> Message:
        core = self.core
        if core.answering:
            return _ANSWER(who=SeatRef(core.challenger), level=level_name(core.bid_x))
        if core.holder < 0:
            return _OPEN_SIRCH() if core.rules.sirch else _OPEN()
        if core.level == MORD:
            return _ONLY_PASS()
        ladder = core.rules.ladder
        nxt = ladder[ladder.index(core.level) + 1]
        if len(core.rules.challenge_moves[core.level]) > 2:
            return _CHALLENGE_ANY(level=level_name(core.level))
        return _CHALLENGE(level=level_name(nxt))

    def _why_card(self) -> Message:
        core = self.core
        legal = core.legal_cards()
        hand = core.hands[core.to_act]
        led = core.led
        w = core.win_card
        if hand & SUIT_MASKS[led]:
            if legal & SUIT_MASKS[led] != hand & SUIT_MASKS[led]:
                beat = w if _SUIT[w] == led else core.high_led
                return _FOLLOW_HEAD(card=CardRef(beat), suit=SuitRef(led))
            return _FOLLOW(suit=SuitRef(led))
        trump = core.trump
        if _SUIT[w] == trump and legal & SUIT_MASKS[trump] != hand & SUIT_MASKS[trump]:
            return _OVERTRUMP(card=CardRef(w), suit=SuitRef(trump))
        return _TRUMP(suit=SuitRef(trump))

    # --- the result --------------------------------------------------------------------------
    def result(self) -> DealResult:
        if not self.is_over:
            raise RuntimeError("the deal is not over")
        if self._result is None:
            self._result = self._score()
        return self._result

    def _score(self) -> DealResult:
        core = self.core
        net = core.net()
        carry = WallachenCarry(chips=self.chips_now)
        m = multiplier(core.doppel.bit_count(), core.kontra >= 0, core.re)
        if core.thrown:
            summary = (_SUMMARY_POT(ante=core.rules.pot_ante) if core.thrown == 1
                       else _SUMMARY_REDEAL())
            details: dict[str, Any] = {"thrown_in": True, "pot": self.chips_now.at("pot")}
            return DealResult(net, (), summary, details, carry)
        made = core.made()
        decl = core.declarer
        winners = (decl,) if made else tuple(s for s in range(3) if s != decl)
        tricks = core.won[decl]
        words = _SUMMARY_MADE if made else _SUMMARY_FAILED
        summary = words(who=SeatRef(decl), contract=level_name(core.contract), tricks=tricks)
        details = {"thrown_in": False, "declarer": decl, "contract": LEVEL_WORDS[core.contract],
                   "level": core.contract, "trump": core.trump, "tricks": list(core.won),
                   "made": made, "multiplier": m, "doppeln": core.doppel,
                   "kontra": core.kontra, "re": core.re, "pot": self.chips_now.at("pot")}
        return DealResult(net, winners, summary, details, carry)

    # --- what each seat may know ------------------------------------------------------------------
    def secret_cards(self, seat: int) -> CardSet:
        core = self.core
        hidden = core.start
        for s in range(3):
            if s != seat:
                hidden |= core.hands[s]
            for cards in core.pending[s]:
                hidden |= sum(map(_BIT.__getitem__, cards))
        if seat != core.declarer:
            hidden |= core.discards
        return hidden

    def card_zones(self) -> dict[str, CardSet]:
        core = self.core
        zones = {f"hand {s}": core.hands[s] for s in range(3)}
        for s in range(3):
            zones[f"to deal {s}"] = sum(sum(map(_BIT.__getitem__, cards))
                                        for cards in core.pending[s])
        zones["start"] = core.start
        zones["discards"] = core.discards
        zones["played"] = core.played
        return zones

    def _doppeln_seen(self, seat: int) -> tuple[int, ...]:
        """Each seat's Doppeln choice as ``seat`` knows it (-1: not chosen, or secret)."""
        core = self.core
        secret = core.rules.simultaneous and core.decided < 3
        return tuple(-1 if (s - core.fh) % 3 >= core.decided or (secret and s != seat)
                     else core.doppel >> s & 1 for s in range(3))

    def view(self, seat: int) -> WallachenView:
        core = self.core
        doppeln = self._doppeln_seen(seat)
        known = sum(1 for v in doppeln if v == 1)
        decl = core.declarer
        taken = decl >= 0 and core.phase >= DISCARD and not core.thrown
        return WallachenView(
            seat=seat, num_seats=3, dealer=self.dealer, current_player=core.current_player,
            hand=core.hands[seat], hand_sizes=tuple(h.bit_count() for h in core.hands),
            trick=tuple(((core.leader + i) % 3, c) for i, c in enumerate(core.trick)),
            legal=tuple(self.legal_actions()) if seat == core.current_player else (),
            is_over=self.is_over, events=self.events_for(seat), chips=self.chips_now,
            phase=PHASE_NAMES[core.phase], variant=self.options.variant, forehand=core.fh,
            doppeln=doppeln,
            chosen=tuple(((s - core.fh) % 3) < core.decided for s in range(3)),
            multiplier=multiplier(known, core.kontra >= 0, core.re),
            holder=core.holder, level=core.level,
            passed=tuple(bool(core.passed >> s & 1) for s in range(3)),
            challenger=core.challenger if core.phase == AUCTION else -1,
            bid_pending=core.bid_x if core.answering else -1, declarer=decl,
            winning_bid=core.winning, contract=core.contract, trump=core.trump,
            kontra=core.kontra, re=core.re, kontra_asked=core.asked, after_re=core.re_back,
            tricks_won=tuple(core.won), trick_number=core.trick_no + 1,
            start_size=core.start.bit_count(),
            start_cards=self.start_cards if taken and seat == decl else 0,
            discards=core.discards if seat == decl else 0,
            played=core.played, excluded=tuple(self.excluded), pot=self.chips_now.at("pot"),
            thrown_in=bool(core.thrown))


# --- the sampler --------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _split_weights(n_a: int, n_b: int, n_ab: int, size_a: int,
                   size_b: int) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """How many of the cards only A (besides the free zone) may take go to A, and of those
    only B may take to B, with the number of deals of each split (for a uniform draw)."""
    splits, weights = [], []
    for k_a in range(min(n_a, size_a) + 1):
        rest_a = size_a - k_a
        if rest_a > n_ab:
            continue
        for k_b in range(min(n_b, size_b) + 1):
            rest_b = size_b - k_b
            if rest_b > n_ab - rest_a:
                continue
            w = comb(n_a, k_a) * comb(n_b, k_b) * comb(n_ab, rest_a) * comb(n_ab - rest_a, rest_b)
            if w:
                splits.append((k_a, k_b))
                weights.append(w)
    return tuple(splits), tuple(weights)


def deal_hidden(unknown: CardSet, size_a: int, size_b: int, not_a: CardSet, not_b: CardSet,
                rng: random.Random) -> tuple[CardSet, CardSet, list[int]]:
    """Deal the ``unknown`` cards uniformly among two hands (of ``size_a`` and ``size_b``
    cards; hand A never gets a card of ``not_a``, B none of ``not_b``) and a free zone (the
    rest, returned shuffled). Facts that contradict each other are dropped, never a failure."""
    if not (unknown & (not_a | not_b)):
        cards = card_list(unknown)
        rng.shuffle(cards)
        a = sum(1 << c for c in cards[:size_a])
        b = sum(1 << c for c in cards[size_a:size_a + size_b])
        return a, b, cards[size_a + size_b:]
    only_a = card_list(unknown & not_b & ~not_a)
    only_b = card_list(unknown & not_a & ~not_b)
    either = card_list(unknown & ~not_a & ~not_b)
    free = card_list(unknown & not_a & not_b)
    splits, weights = _split_weights(len(only_a), len(only_b), len(either), size_a, size_b)
    if not splits:
        return deal_hidden(unknown, size_a, size_b, 0, 0, rng)
    k_a, k_b = rng.choices(splits, weights)[0]
    rng.shuffle(only_a)
    rng.shuffle(only_b)
    rng.shuffle(either)
    rest_a = size_a - k_a
    rest_b = size_b - k_b
    a = sum(1 << c for c in only_a[:k_a]) + sum(1 << c for c in either[:rest_a])
    b = sum(1 << c for c in only_b[:k_b]) + sum(1 << c for c in either[rest_a:rest_a + rest_b])
    free += only_a[k_a:] + only_b[k_b:] + either[rest_a + rest_b:]
    rng.shuffle(free)
    return a, b, free


DOPPEL_PRIOR: Final = 0.25  # the chance given to a secret Doppler choice nobody has shown yet


def sample(options: Options, view: View, rng: random.Random) -> WallachenCore:
    """A deal consistent with everything ``view`` shows, the cards it cannot see dealt at random.

    Kept: the seat's hand, the cards played, its own discards or Start, every public choice
    (Doppeln, the auction, the contract, Kontra and Re), the trick in play and the cards each
    seat has shown it lacks. Drawn: the other hands, the Start before it is taken, the
    discards the seat did not see, the packets not dealt yet, and secret Doppeln choices.
    """
    if not isinstance(view, WallachenView):
        raise TypeError("a Wallachen world is sampled from a Wallachen view")
    v = view
    me = v.seat
    core = WallachenCore.blank(rules_of(options), v.dealer, v.pot)
    _restore_public(core, v, rng)
    a, b = (me + 1) % 3, (me + 2) % 3
    known = v.hand | v.played | v.discards
    unknown = PACK_32 & ~known
    hand_a, hand_b, free = deal_hidden(unknown, v.hand_sizes[a], v.hand_sizes[b],
                                       v.excluded[a], v.excluded[b], rng)
    core.hands = [0, 0, 0]
    core.hands[me], core.hands[a], core.hands[b] = v.hand, hand_a, hand_b
    pos = 0
    if v.phase == "doppeln":
        sizes = PACKETS[options.deal_pattern][1:]
        pending: list[list[tuple[int, ...]]] = [[], [], []]
        for k in range(3):
            s = (v.forehand + k) % 3
            for size in sizes:
                pending[s].append(tuple(free[pos:pos + size]))
                pos += size
        core.pending = (tuple(pending[0]), tuple(pending[1]), tuple(pending[2]))
    if v.start_size:
        core.start = sum(1 << c for c in free[pos:pos + v.start_size])
        pos += v.start_size
    if v.declarer >= 0 and v.declarer != me and v.phase not in ("auction", "discard", "doppeln"):
        if not v.thrown_in:
            core.discards = sum(1 << c for c in free[pos:pos + 2])
            pos += 2
    elif v.discards:
        core.discards = v.discards
    return core


def _restore_public(core: WallachenCore, v: WallachenView, rng: random.Random) -> None:
    """The public state of the deal (and the seat's own secrets) from a view."""
    core.phase = PHASE_NAMES.index(v.phase)
    core.to_act = v.current_player
    core.decided = sum(v.chosen)
    doppel = 0
    for s in range(3):
        shown = v.doppeln[s]
        if shown == 1 or (shown < 0 and v.chosen[s] and rng.random() < DOPPEL_PRIOR):
            doppel |= 1 << s
    core.doppel = doppel
    core.holder, core.level = v.holder, v.level
    core.passed = sum(1 << s for s in range(3) if v.passed[s])
    if v.phase == "auction":
        core.challenger = v.challenger
        core.cidx = (v.challenger - v.forehand) % 3
        core.answering = v.bid_pending >= 0
        core.bid_x = v.bid_pending
    elif v.phase != "doppeln":
        core.cidx, core.challenger = 3, -1
    core.declarer, core.winning, core.contract = v.declarer, v.winning_bid, v.contract
    core.trump, core.kontra, core.re = v.trump, v.kontra, v.re
    core.asked, core.re_back = v.kontra_asked, v.after_re
    core.won = list(v.tricks_won)
    core.trick_no = v.trick_number - 1
    core.played = v.played
    core.thrown = 0
    if v.trick:
        core.trick = [c for _, c in v.trick]
        core.leader = v.trick[0][0]
        first = core.trick[0]
        core.led = _SUIT[first]
        core.win_card = core.high_led = first
        core.win_seat = v.trick[0][0]
        for seat, c in v.trick[1:]:
            if _SUIT[c] == _SUIT[core.win_card]:
                if c > core.win_card:
                    core.win_card, core.win_seat = c, seat
            elif _SUIT[c] == core.trump:
                core.win_card, core.win_seat = c, seat
            if _SUIT[c] == core.led and c > core.high_led:
                core.high_led = c


# --- the session --------------------------------------------------------------------------------


class WallachenMatch(ChipMatch[Options]):
    """A session: ``session_deals`` deals (thrown-in deals count), the deal passing clockwise;
    balances follow the players, the pot lies on the table; a pot left at the end stays
    unclaimed (§3.5)."""

    def table_places(self) -> tuple[str, ...]:
        return ("pot",)

    def standing(self) -> Message:
        chips = self.chips()
        if chips is None:
            return super().standing()
        lines = tuple(_BALANCE(who=SeatRef(s), chips=b) for s, b in enumerate(chips.balances))
        return _STANDING(balances=lines, pot=chips.at("pot"))


def new_core(options: Options, num_seats: int, dealer: int, deck: Sequence[int],
             carry: Carry) -> WallachenCore:
    """The core of a fresh deal (as :class:`WallachenState` makes it, without the events)."""
    if num_seats != 3:
        raise RecordError("Wallachen is played by three players")
    _check_deck(deck)
    chips = _start_chips(options, carry)
    return WallachenCore.deal(rules_of(options), dealer, deck, chips.at("pot"))


def _pack(options: Any, num_seats: int) -> CardSet:
    return PACK_32


GAME: Final = GameInfo(
    about=about("wallachen"), seat_range=(3,), default_seats=3,
    options_type=Options, presets=PRESETS, default_preset="standard", pack=_pack,
    deal=WallachenState, rules_file="wallachen.md", match_type=WallachenMatch,
    carry_type=WallachenCarry, new_core=new_core, sample=sample, move_of=move_of,
    action_of=action_of, player="cardtable.ai.wallachen:make_wallachen_player", chips=True,
    preset_labels=PRESET_LABELS)

__all__ = [
    "BETTEL",
    "GAME",
    "MORD",
    "PRESETS",
    "Options",
    "WallachenCarry",
    "WallachenCore",
    "WallachenMatch",
    "WallachenState",
    "WallachenView",
    "action_of",
    "deal_hidden",
    "legal_cards",
    "level_name",
    "move_of",
    "rules_of",
    "sample",
    "shown_absent",
]
