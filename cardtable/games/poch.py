"""Poch (Pochen, Pochspiel) for 3 to 6 players, per ``shared/rules/poch.md`` (the ground truth).

One deal runs through every phase of rules §2: the **ante** into the board, the **deal** and
the trump card, **Melden** (the holders of the trump honours, the Mariage and the best
sequence empty their compartments), **Pochen** (a betting round on the best set of equal
ranks, the *Kunststück*), its **resolution** (fold-out, showdown or no opening) and
**Ausspielen** (rising chains of one suit; the first player out is paid one counter per card
left in every other hand), then the **settlement**. Ante, deal, Melden, resolution and
settlement need no decision: they happen inside the action that leads to them (or when the
deal is made) and are told by events.

The rules live once, in :class:`PochCore` (ints and bitmasks, int moves; the search plays on
it). :class:`PochState` wraps it with the checks, the events, the history, the record and the
views. :func:`sample` deals the cards a seat cannot see consistently with its view.
:class:`PochMatch` is the session (start balance, length, ``leftover_at_end``).

Action notation (every action reads back from its text):

* ``pass`` — drop out of the betting (final, also before anyone has opened);
* ``open 2`` — open the betting ("ich poche!") with 2 counters (1 … ``max_open``);
* ``hold`` — pay up to the current level ("ich halte!");
* ``raise 1`` — raise the level by 1 (1 … ``max_raise_step``; at most ``max_raises`` times);
* ``QH`` — play that card in Ausspielen (to start a chain, or the card that continues it).

Board places (the names of :attr:`Chips.places`, in this order): ``ace``, ``king``,
``queen``, ``jack``, ``ten``, ``mariage``, ``sequenz`` and ``poch`` (``classic8``), or the
same seven with ``pocher`` and ``centre`` (``modern9``). The betting pool is the eighth place
(``poch`` or ``pocher``); an event's ``target`` names a place by its index in this order.

Events (``Event.kind``), in order; every chip movement carries its :class:`ChipMove` values in
``Event.chips`` so that the table can fly them:

* ``ante`` — every seat pays 1 into each ante compartment (``value``: counters per seat;
  ``chips``: one move per seat and compartment);
* ``deal`` — one per seat, private: the seat's cards in the order dealt;
* ``trump`` — the card fixing trumps, public (``seat``: the dealer who keeps it, or -1 when
  it is turned from the talon; ``value``: the trump suit; ``text``: the trump source);
* ``talon`` — ``value`` cards stay face down (not sent when there is no talon);
* ``claim`` — Melden: ``seat`` shows ``cards`` and takes compartment ``target`` (``text``:
  its place name, ``value``: the counters taken);
* ``unclaimed`` — compartment ``target`` keeps its ``value`` counters for the next deal;
* ``phase`` — ``text`` "pochen" or "ausspielen" begins; ``seat`` acts first;
* ``pass``, ``open``, ``hold``, ``raise`` — a betting action of ``seat``; ``value``: the bet
  level after it; ``chips``: what the seat paid into the pool;
* ``fold_out`` — ``seat`` is the only one left and takes the pool (shows nothing);
* ``show`` — at a showdown ``seat`` shows its whole hand (``cards``), public;
* ``showdown`` — ``seat`` wins the pool with the set ``cards`` (its highest card when no
  seat had a set, possible only without ``require_kunststueck``);
* ``no_opening`` — nobody opened; the pool keeps its ``value`` counters;
* ``play`` — ``seat`` played ``cards[0]``;
* ``chain_closed`` — the chain ended on ``cards[0]`` (``text``: "ace", or "stopped" when the
  next card is in nobody's hand); ``seat`` starts the next chain;
* ``out`` — ``seat`` played its last card and wins Ausspielen;
* ``payment`` — ``seat`` pays ``value`` counters (one per card left) to ``target``;
* ``centre`` — (``modern9``) ``seat``, the first out, takes the centre's ``value`` counters.

Public: every event but ``deal``. Private: the cards of each hand until they are claimed,
shown at a showdown or played; the talon. The hands left at the end stay hidden (only their
sizes are paid for).

Decisions where the rules file is silent or leaves a choice to the app (also in the report):

* ``hand_size`` takes the values 4, 5 and ``"all"`` (the rules' own words), so records read
  like the rules.
* The session is :class:`PochMatch` (``engine.match.ChipMatch``): ``start_balance`` 100 and
  ``session_deals`` 12 (a whole number of turns at the deal for 3, 4 and 6 players; 0 =
  open-ended, until the players stop) are options. ``leftover_at_end = split`` divides every
  place on the board, the pool and the centre included, equally among all players; the
  remainders stay unclaimed.
* A forced continuation in Ausspielen is an action like any other (the only legal one), not
  played by the engine: the table can then let a person lay the card, and records list every
  card. A seat without a Kunststück under ``require_kunststueck`` likewise says ``pass``.
* At a showdown the hands are shown in betting order (forehand first); the winning set is
  named in the ``showdown`` event.
* A deal's ``points`` are each seat's counters won minus paid in that deal, antes included;
  its ``winners`` are the seats that gained most.
* A Sequenz claim shows the three cards of the winning run (the best window of a longer run).
* What a seat can deduce is public knowledge in its view (``PochView.not_held``): an
  unclaimed trump honour, the turned card, the card after a chain that stopped (it is in
  nobody's hand) and the cards played. Worlds sampled for search respect it, as they respect
  the Melden results (no hidden run beats the claimed Sequenz; none exists when it is
  unclaimed) and the rule that only a seat with a Kunststück may bet.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from cardtable.cards import (
    ACE,
    JACK,
    KING,
    PACK_32,
    QUEEN,
    TEN,
    CardSet,
    card,
    card_list,
)
from cardtable.engine.action import PLAY, Action
from cardtable.engine.carry import Carry
from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.errors import OptionsError, RecordError
from cardtable.engine.events import Event, make_event
from cardtable.engine.match import ChipMatch
from cardtable.engine.messages import CardRef, Message, SeatRef, Text
from cardtable.engine.options import option
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import TERMINAL, DealResult, GameState, View
from cardtable.games import about

# --- options ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """Every variant of rules §4 and the session's settings; the defaults are preset ``seed``."""

    hand_size: int | str = option(
        4, "Cards per player", choices=(4, 5, "all"),
        labels={4: "4 (the seed)", 5: "5 (Meyers)", "all": "The whole pack"},
        help="The whole pack gives unequal hands when it does not divide evenly")
    trump_source: str = option(
        "dealer_last", "Trump card",
        help="Where the trump card comes from", choices=("dealer_last", "talon_turn"),
        labels={"dealer_last": "The dealer's last card (he keeps it)",
                "talon_turn": "Turned from the talon (nobody's card)"})
    board: str = option(
        "classic8", "Board",
        help="The board the deal is played on", choices=("classic8", "modern9"),
        labels={"classic8": "Eight compartments (bets into the Poch)",
                "modern9": "Nine compartments (Pocher and centre take antes)"})
    sequence_rule: str = option(
        "best_run", "Sequenz",
        help="Which run of cards wins the Sequenz compartment", choices=("best_run", "trump_789"),
        labels={"best_run": "The best three-card run of any suit",
                "trump_789": "Seven, eight and nine of trumps"})
    sequence_tiebreak: str = option(
        "suit_order", "Equal runs",
        help="Who wins when two runs are equal", choices=("suit_order", "forehand"),
        labels={"suit_order": "Clubs, spades, hearts, diamonds",
                "forehand": "The player nearest the forehand"})
    require_kunststueck: bool = option(
        True, "Only a player with a pair or better may bet",
        help="Off: anyone may open, hold or raise (bluffing)")
    max_open: int = option(3, "Highest opening bet",
                           help="The most counters an opening bet may be", minimum=1, maximum=50)
    max_raise_step: int = option(2, "Highest raise",
                                 help="The most a bet may be raised by at once",
                                 minimum=1, maximum=50)
    max_raises: int = option(3, "Raises per betting round",
                             help="How many times a bet may be raised in one betting round",
                             minimum=1, maximum=50)
    leftover_at_end: str = option(
        "unclaimed", "Counters left on the board at the end",
        help="What becomes of the counters on the board when the session ends",
        choices=("unclaimed", "split"),
        labels={"unclaimed": "Stay unclaimed", "split": "Shared equally"})
    start_balance: int = option(100, "Counters each player starts with",
                                help="The counters each player starts the session with", minimum=1,
                                maximum=1_000_000)
    session_deals: int = option(12, "Deals in a session", minimum=0, maximum=1000,
                                help="0: no fixed length, until the players stop",
                                labels={0: "Open-ended"})

    def __post_init__(self) -> None:
        size = self.hand_size
        if isinstance(size, bool) or size not in (4, 5, "all") or type(size) not in (int, str):
            raise OptionsError(f"option 'hand_size' is {size!r}; allowed: 4, 5, all")


PRESETS: Final = {
    "seed": Options(),
    "meyers": Options(hand_size=5, trump_source="talon_turn", sequence_tiebreak="forehand"),
    "modern": Options(hand_size="all", board="modern9", sequence_rule="trump_789"),
}
PRESET_LABELS: Final = {
    "seed": "Four cards, the dealer's last card is trump (the seed)",
    "meyers": "Five cards, a talon card turned for trump (Meyers 1908)",
    "modern": "The whole pack, nine compartments (modern boards)",
}

# --- the board --------------------------------------------------------------------------------

ACE_BOX, KING_BOX, QUEEN_BOX, JACK_BOX, TEN_BOX, MARIAGE, SEQUENZ, POOL, CENTRE = range(9)
CLASSIC_PLACES: Final = ("ace", "king", "queen", "jack", "ten", "mariage", "sequenz", "poch")
MODERN_PLACES: Final = ("ace", "king", "queen", "jack", "ten", "mariage", "sequenz", "pocher",
                        "centre")
HONOUR_RANKS: Final = (ACE, KING, QUEEN, JACK, TEN)  # the ranks of compartments 0 … 4
PLACE_NAMES: Final = {
    "ace": Text("poch", "Ace"), "king": Text("poch", "King"), "queen": Text("poch", "Queen"),
    "jack": Text("poch", "Jack"), "ten": Text("poch", "Ten"),
    "mariage": Text("poch", "Mariage"), "sequenz": Text("poch", "Sequenz"),
    "poch": Text("poch", "Poch"), "pocher": Text("poch", "Pocher"),
    "centre": Text("poch", "Centre")}


def board_places(board: str) -> tuple[str, ...]:
    """The places of a board, in the order of :attr:`Chips.places`."""
    return MODERN_PLACES if board == "modern9" else CLASSIC_PLACES


# --- cards ------------------------------------------------------------------------------------

SUIT_VALUE: Final = (4, 1, 2, 3)  # tie-break value by suit index: C 4, S 3, H 2, D 1
_LOW13: Final = 0x1FFF
_ACE_INDEX: Final = ACE - 2  # a card's index within its suit (c % 13) for the ace
_SEVEN_INDEX: Final = 5
# _BITS[c] is the bit of card c; any other index a tuple of 108 accepts holds a bit beyond every
# pack, so that a deck holding it does not add up to the pack.
_BITS: Final = tuple(1 << c for c in range(54)) + (1 << 60,) * 54


def has_set(hand: CardSet) -> bool:
    """Whether the hand holds a Kunststück: two or more cards of one rank (§3.3)."""
    c, d, h, s = hand & _LOW13, hand >> 13 & _LOW13, hand >> 26 & _LOW13, hand >> 39 & _LOW13
    return bool((c & d) | (c & h) | (c & s) | (d & h) | (d & s) | (h & s))


def hand_key(hand: CardSet, trump: int) -> int:
    """The showdown key of §3.3 as one int (higher wins; two hands never tie).

    ``(1, size, rank, T, s)`` for a hand with a Kunststück (its best set by size, then rank),
    ``(0, 0, rank, T, s)`` for one without (its highest card): ``T`` whether the hand holds the
    trump card of that rank, ``s`` the highest suit value among the hand's cards of that rank.
    """
    c, d, h, s = hand & _LOW13, hand >> 13 & _LOW13, hand >> 26 & _LOW13, hand >> 39 & _LOW13
    four = c & d & h & s
    if four:
        size, ranks = 4, four
    else:
        three = (c & d & h) | (c & d & s) | (c & h & s) | (d & h & s)
        if three:
            size, ranks = 3, three
        else:
            two = (c & d) | (c & h) | (c & s) | (d & h) | (d & s) | (h & s)
            size, ranks = (2, two) if two else (0, c | d | h | s)
    r = ranks.bit_length() - 1
    t = hand >> (13 * trump + r) & 1
    sv = 4 if c >> r & 1 else 3 if s >> r & 1 else 2 if h >> r & 1 else 1
    return (1 << 20 if size else 0) | size << 16 | r << 8 | t << 4 | sv


def set_cards(hand: CardSet, key: int) -> CardSet:
    """The cards of the hand's best set (or its highest card) named by ``hand_key``."""
    r = key >> 8 & 0xFF
    if not key >> 20:
        suit_of_top = next(s for s in (0, 3, 2, 1) if hand >> (13 * s + r) & 1)
        return 1 << (13 * suit_of_top + r)
    return hand & ((1 << r) | (1 << (13 + r)) | (1 << (26 + r)) | (1 << (39 + r)))


def best_run(hand: CardSet, trump: int) -> tuple[int, CardSet]:
    """The hand's best three-card run (§3.2) as (strength, cards), or (0, 0) without one.

    Strength orders runs by height, then trump over plain suits, then suit value; between
    players the last part is replaced by the tie-break option (see :func:`sequenz_claim`).
    """
    # Bit i of ``windows`` is set when cards i, i+1, i+2 are all held. No window crosses two
    # suits: the pack has no card below the seven, so bits 0 to 4 of every suit are empty.
    windows = hand & (hand >> 1) & (hand >> 2)
    best, cards = 0, 0
    while windows:
        low = windows.bit_length() - 1  # the top window of the highest suit left
        suit = low // 13
        top = low % 13 + 2
        strength = top << 8 | (suit == trump) << 4 | SUIT_VALUE[suit]
        if strength > best:
            best, cards = strength, 0b111 << low
        windows &= (1 << (13 * suit)) - 1  # on to the lower suits
    return best, cards


# --- per-game constants ------------------------------------------------------------------------


class PochRules:
    """What a deal needs from the options and the number of players, made once per pair."""

    __slots__ = ("after", "ante_event", "ante_moves", "antes", "forehand_tiebreak",
                 "hand_size", "max_open", "max_raises", "modern", "n", "open_moves",
                 "options", "order", "places", "raise_moves", "require", "step",
                 "talon_turn", "trump_789")

    def __init__(self, options: Options, n: int) -> None:
        self.options = options
        self.n = n
        self.hand_size = 0 if options.hand_size == "all" else int(options.hand_size)
        self.talon_turn = options.trump_source == "talon_turn"
        self.modern = options.board == "modern9"
        self.trump_789 = options.sequence_rule == "trump_789"
        self.forehand_tiebreak = options.sequence_tiebreak == "forehand"
        self.require = options.require_kunststueck
        self.max_open = options.max_open
        self.step = options.max_raise_step
        self.max_raises = options.max_raises
        self.places = board_places(options.board)
        self.antes = tuple(range(9)) if self.modern else tuple(range(7))
        # order[d]: the seats from forehand to dealer d; after[i]: the others from left(i).
        self.order = tuple(tuple((d + 1 + j) % n for j in range(n)) for d in range(n))
        self.after = tuple(tuple((i + k) % n for k in range(1, n)) for i in range(n))
        self.open_moves = (PASS, *(OPEN_BASE + a for a in range(1, self.max_open + 1)))
        self.raise_moves = (PASS, HOLD, *(RAISE_BASE + r for r in range(1, self.step + 1)))
        self.ante_moves = tuple(ChipMove(seat, self.places[p], 1)
                                for seat in range(n) for p in self.antes)
        self.ante_event = Event("ante", -1, value=len(self.antes), chips=self.ante_moves)


_RULES: dict[tuple[Options, int], PochRules] = {}


def rules_for(options: Options, n: int) -> PochRules:
    found = _RULES.get((options, n))
    if found is None:
        if len(_RULES) > 500:  # option sets made and dropped (dialogs, tests)
            _RULES.clear()
        found = _RULES[(options, n)] = PochRules(options, n)
    return found


def deal_layout(rules: PochRules, dealer: int, deck: Sequence[int]
                ) -> tuple[list[CardSet], int, int, int]:
    """§2.3 C: each hand, the trump card, the turned card (-1 under ``dealer_last``) and the
    number of cards dealt. ``deck[0]`` is the top card (d1); the seat at position j of the
    deal order (forehand first) receives ``deck[j:dealt:n]``."""
    n = rules.n
    if rules.hand_size:
        dealt = rules.hand_size * n
    else:
        dealt = 31 if rules.talon_turn else 32
    hands = [0] * n
    for j, seat in enumerate(rules.order[dealer]):
        hands[seat] = sum(map(_BITS.__getitem__, deck[j:dealt:n]))
    if rules.talon_turn:
        return hands, deck[dealt], deck[dealt], dealt
    return hands, deck[dealt - 1 - (dealt - n) % n], -1, dealt  # the dealer's last card


def melden(rules: PochRules, hands: Sequence[CardSet], trump: int, dealer: int
           ) -> list[tuple[int, int, CardSet]]:
    """§3.1: (compartment, claimant or -1, claimed cards) for compartments 0 … 6, in order."""
    base = 13 * trump
    claims: list[tuple[int, int, CardSet]] = []
    holders = []
    for box, rank in enumerate(HONOUR_RANKS):
        bit = 1 << (base + rank - 2)
        seat = -1
        for s, h in enumerate(hands):
            if h & bit:
                seat = s
                break
        holders.append(seat)
        claims.append((box, seat, bit if seat >= 0 else 0))
    k = holders[KING_BOX]
    if k >= 0 and k == holders[QUEEN_BOX]:
        claims.append((MARIAGE, k, claims[KING_BOX][2] | claims[QUEEN_BOX][2]))
    else:
        claims.append((MARIAGE, -1, 0))
    claims.append((SEQUENZ, *sequenz_claim(rules, hands, trump, dealer)))
    return claims


def sequenz_claim(rules: PochRules, hands: Sequence[CardSet], trump: int, dealer: int
                  ) -> tuple[int, CardSet]:
    """§3.1/§3.2: the Sequenz claimant and the run shown, or (-1, 0)."""
    if rules.trump_789:
        run = 0b111 << (13 * trump + _SEVEN_INDEX)
        for s, h in enumerate(hands):
            if h & run == run:
                return s, run
        return -1, 0
    best_seat, best_key, best_cards = -1, 0, 0
    n = rules.n
    for pos, seat in enumerate(rules.order[dealer]):
        h = hands[seat]
        if not h & (h >> 1) & (h >> 2):
            continue
        strength, cards = best_run(h, trump)
        if rules.forehand_tiebreak:
            strength = (strength & ~0xF) | (n - pos)
        if strength > best_key:
            best_seat, best_key, best_cards = seat, strength, cards
    return best_seat, best_cards


# --- moves ------------------------------------------------------------------------------------

PASS: Final = 64
HOLD: Final = 65
OPEN_BASE: Final = 100  # open a: 100 + a
RAISE_BASE: Final = 200  # raise r: 200 + r
BETTING, PLAYING, OVER = 0, 1, 2
PHASE_NAMES: Final = ("pochen", "ausspielen", "over")

_ACTIONS: Final[dict[int, Action]] = {
    **{c: Action(PLAY, card=c) for c in range(52)}, PASS: Action("pass"), HOLD: Action("hold"),
    **{OPEN_BASE + a: Action("open", n=a) for a in range(1, 51)},
    **{RAISE_BASE + r: Action("raise", n=r) for r in range(1, 51)}}
_MOVES: Final[dict[Action, int]] = {a: m for m, a in _ACTIONS.items()}
_ACTION_LIST: Final = tuple(_ACTIONS.get(m, _ACTIONS[PASS]) for m in range(RAISE_BASE + 51))


def action_of(move: int) -> Action:
    """The action of a core move (cached: the same object each time)."""
    return _ACTIONS[move]


def move_of(action: Action) -> int:
    """The core move of an action; ValueError for an action that is not a Poch move."""
    move = _MOVES.get(action)
    if move is None:
        raise ValueError(f"{action} is not a move of Poch")
    return move


# Play and chain events repeat: one per (seat, card), made once; index seat * 64 + card.
_PLAY_EVENTS: Final = tuple(make_event("play", i // 64, (i % 64,)) for i in range(6 * 64))
_CLOSED_EVENTS: Final = tuple(
    make_event("chain_closed", i // 64, (i % 64,), 0, -1,
               "ace" if i % 64 % 13 == _ACE_INDEX else "stopped") for i in range(6 * 64))
# The cards of one suit's seven to ace (a hand's bits 5 to 12 of that suit), as a tuple.
_SUIT_RUNS: Final = tuple(tuple(tuple(13 * suit + 5 + i for i in range(8) if m >> i & 1)
                                for m in range(256)) for suit in range(4))
_CLUB_RUN, _DIAMOND_RUN, _HEART_RUN, _SPADE_RUN = _SUIT_RUNS


def cards_in(hand: CardSet) -> list[int]:
    """The cards of a hand of the 32-card pack, lowest first (four table look-ups)."""
    return [*_CLUB_RUN[hand >> 5 & 255], *_DIAMOND_RUN[hand >> 18 & 255],
            *_HEART_RUN[hand >> 31 & 255], *_SPADE_RUN[hand >> 44 & 255]]


# --- the rules core ------------------------------------------------------------------------------


class PochCore:
    """One deal as ints and bitmasks: the state the search plays on (rules §2–§3).

    ``hands`` are the cards held now, ``dealt`` the hands as dealt (for the showdown);
    ``bal`` each seat's counters, ``comp`` each place on the board (index ``POOL`` is the
    betting pool). In Pochen ``level``, ``contrib``, ``folded`` (a seat bitmask), ``raises``
    and ``queue`` (the seats still to act) follow §3.4; ``elig`` is the bitmask of seats that
    may bet. In Ausspielen ``turn`` is the seat to play, ``need`` the card that must come
    next (-1: a chain is to be started) and ``played`` the cards played.
    """

    __slots__ = ("bal", "bettors", "comp", "contrib", "dealer", "dealt", "elig", "folded",
                 "hands", "level", "need", "phase", "played", "poch_winner", "queue",
                 "raises", "rules", "trace", "trump", "trump_card", "turn", "turned",
                 "winner")

    rules: PochRules
    hands: list[CardSet]
    dealt: tuple[CardSet, ...]
    dealer: int
    trump: int
    trump_card: int
    turned: int
    phase: int
    turn: int
    level: int
    contrib: list[int]
    folded: int
    raises: int
    queue: tuple[int, ...]
    bal: list[int]
    comp: list[int]
    played: CardSet
    need: int
    poch_winner: int
    winner: int
    bettors: int
    elig: int
    trace: list[Event] | None

    # --- a new deal: ante, deal, Melden, the start of Pochen ---------------------------------
    @classmethod
    def new_deal(cls, rules: PochRules, dealer: int, deck: Sequence[int], chips: Chips,
                 trace: list[Event] | None = None) -> PochCore:
        hands, trump_card, turned, dealt = deal_layout(rules, dealer, deck)
        core = cls.__new__(cls)
        core.rules = rules
        core.trace = trace
        core.dealer = dealer
        core.hands = hands
        core.dealt = tuple(hands)
        core.trump_card = trump_card
        core.trump = trump_card // 13
        core.turned = turned
        core.played = 0
        core.need = -1
        core.winner = -1
        core.poch_winner = -1
        core.bettors = 0
        core.elig = _eligible(rules, hands)
        n = rules.n
        per_seat = len(rules.antes)
        core.bal = [b - per_seat for b in chips.balances]
        comp = [c for _, c in chips.places]
        for p in rules.antes:
            comp[p] += n
        core.comp = comp
        if trace is not None:
            trace.append(rules.ante_event)
            for j, seat in enumerate(rules.order[dealer]):
                cards = tuple(deck[j:dealt:n])
                trace.append(make_event("deal", seat, cards, len(cards), private=True))
            trace.append(make_event("trump", -1 if turned >= 0 else dealer, (trump_card,),
                                    core.trump, -1, "talon_turn" if turned >= 0 else "dealer_last"))
            talon = 32 - dealt - (1 if turned >= 0 else 0)
            if talon:
                trace.append(make_event("talon", -1, (), talon))
        core._melden()
        core.phase = BETTING
        core.level = core.raises = core.folded = 0
        core.contrib = [0] * n
        core.queue = rules.order[dealer]
        core.turn = core.queue[0]
        if trace is not None:
            trace.append(make_event("phase", core.turn, (), 0, -1, "pochen"))
        return core

    def _melden(self) -> None:
        places = self.rules.places
        trace = self.trace
        comp, bal = self.comp, self.bal
        for box, seat, cards in melden(self.rules, self.hands, self.trump, self.dealer):
            amount = comp[box]
            if seat >= 0:
                comp[box] = 0
                bal[seat] += amount
                if trace is not None:
                    trace.append(make_event("claim", seat, tuple(card_list(cards)), amount, box,
                                            places[box],
                                            chips=(ChipMove(places[box], seat, amount),)))
            elif trace is not None:
                trace.append(make_event("unclaimed", -1, (), amount, box, places[box]))

    # --- the contract of the search ----------------------------------------------------------
    @property
    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    def moves(self) -> list[int]:
        if self.phase == PLAYING:
            if self.need >= 0:
                return [self.need]
            return cards_in(self.hands[self.turn])
        if self.phase == OVER:
            return []
        if not self.elig >> self.turn & 1:
            return [PASS]
        rules = self.rules
        if not self.level:
            return list(rules.open_moves)
        if self.raises < rules.max_raises:
            return list(rules.raise_moves)
        return [PASS, HOLD]

    def play(self, move: int) -> None:
        if move < 64:
            self._play_card(move)
        else:
            self._bet(move)

    def clone(self) -> PochCore:
        new = PochCore.__new__(PochCore)
        new.rules = self.rules
        new.hands = self.hands[:]
        new.dealt = self.dealt
        new.dealer = self.dealer
        new.trump = self.trump
        new.trump_card = self.trump_card
        new.turned = self.turned
        new.phase = self.phase
        new.turn = self.turn
        new.level = self.level
        new.contrib = self.contrib[:]
        new.folded = self.folded
        new.raises = self.raises
        new.queue = self.queue
        new.bal = self.bal[:]
        new.comp = self.comp[:]
        new.played = self.played
        new.need = self.need
        new.poch_winner = self.poch_winner
        new.winner = self.winner
        new.bettors = self.bettors
        new.elig = self.elig
        new.trace = None
        return new

    def key(self) -> tuple[Any, ...]:
        return (self.phase, self.turn, self.need, self.level, self.raises, self.folded,
                self.queue, self.played, self.poch_winner, self.winner, self.bettors,
                tuple(self.hands), tuple(self.contrib), tuple(self.bal), tuple(self.comp))

    def payoff(self, seat: int) -> int:
        """The seat's counters now (at the end: the outcome the search scores)."""
        return self.bal[seat]

    # --- Pochen (§3.4) --------------------------------------------------------------------------
    def _pay(self, seat: int, amount: int) -> None:
        self.bal[seat] -= amount
        self.comp[POOL] += amount

    def _bet(self, move: int) -> None:
        i = self.turn
        trace = self.trace
        if move == PASS:
            self.folded |= 1 << i
            self.queue = self.queue[1:]
            if trace is not None:
                trace.append(make_event("pass", i, (), self.level))
        elif move == HOLD:
            paid = self.level - self.contrib[i]
            self._pay(i, paid)
            self.contrib[i] = self.level
            self.bettors |= 1 << i
            self.queue = self.queue[1:]
            if trace is not None:
                trace.append(self._bet_event("hold", i, paid))
        else:
            if move > RAISE_BASE:
                self.level += move - RAISE_BASE
                self.raises += 1
                kind = "raise"
            else:
                self.level = move - OPEN_BASE
                kind = "open"
            paid = self.level - self.contrib[i]
            self._pay(i, paid)
            self.contrib[i] = self.level
            self.bettors |= 1 << i
            folded = self.folded
            self.queue = tuple(s for s in self.rules.after[i] if not folded >> s & 1)
            if trace is not None:
                trace.append(self._bet_event(kind, i, paid))
        self._next_bettor()

    def _bet_event(self, kind: str, seat: int, paid: int) -> Event:
        return make_event(kind, seat, (), self.level, POOL,
                          chips=(ChipMove(seat, self.rules.places[POOL], paid),))

    def _next_bettor(self) -> None:
        rules = self.rules
        alive = ((1 << rules.n) - 1) & ~self.folded
        if self.level and not alive & (alive - 1):
            self._win_pool(alive.bit_length() - 1, "fold_out")
        elif not self.queue:
            if self.level:
                self._showdown(alive)
            else:
                if self.trace is not None:
                    self.trace.append(make_event("no_opening", -1, (), self.comp[POOL], POOL))
                self._start_play(rules.order[self.dealer][0])
        else:
            self.turn = self.queue[0]

    def _showdown(self, alive: int) -> None:
        trump = self.trump
        best_seat, best_key = -1, -1
        for seat in self.rules.order[self.dealer]:
            if alive >> seat & 1:
                key = hand_key(self.dealt[seat], trump)
                if key > best_key:
                    best_seat, best_key = seat, key
                if self.trace is not None:
                    self.trace.append(make_event("show", seat, tuple(card_list(self.dealt[seat]))))
        self._win_pool(best_seat, "showdown", set_cards(self.dealt[best_seat], best_key))

    def _win_pool(self, seat: int, kind: str, shown: CardSet = 0) -> None:
        amount = self.comp[POOL]
        self.comp[POOL] = 0
        self.bal[seat] += amount
        self.poch_winner = seat
        if self.trace is not None:
            self.trace.append(make_event(kind, seat, tuple(card_list(shown)), amount, POOL,
                                         chips=(ChipMove(self.rules.places[POOL], seat, amount),)))
        self._start_play(seat)

    # --- Ausspielen (§3.6) and the settlement (§2.3 H) -----------------------------------------
    def _start_play(self, starter: int) -> None:
        self.phase = PLAYING
        self.turn = starter
        self.need = -1
        if self.trace is not None:
            self.trace.append(make_event("phase", starter, (), 0, -1, "ausspielen"))

    def _play_card(self, c: int) -> None:
        i = self.turn
        b = 1 << c
        hand = self.hands[i] ^ b
        self.hands[i] = hand
        self.played |= b
        trace = self.trace
        if trace is not None:
            trace.append(_PLAY_EVENTS[i * 64 + c])
        if not hand:
            self._settle(i)
            return
        if c % 13 != _ACE_INDEX:
            up = b << 1
            hands = self.hands
            for s in range(self.rules.n):
                if hands[s] & up:
                    self.need = c + 1
                    self.turn = s
                    return
        self.need = -1
        if trace is not None:
            trace.append(_CLOSED_EVENTS[i * 64 + c])

    def _settle(self, w: int) -> None:
        self.phase = OVER
        self.winner = w
        self.need = -1
        trace = self.trace
        if trace is not None:
            trace.append(make_event("out", w))
        bal = self.bal
        for k in self.rules.after[w]:
            left = self.hands[k].bit_count()
            bal[k] -= left
            bal[w] += left
            if trace is not None:
                trace.append(make_event("payment", k, (), left, w, chips=(ChipMove(k, w, left),)))
        if self.rules.modern:
            amount = self.comp[CENTRE]
            self.comp[CENTRE] = 0
            bal[w] += amount
            if trace is not None:
                trace.append(make_event("centre", w, (), amount, CENTRE,
                                        chips=(ChipMove("centre", w, amount),)))


def _eligible(rules: PochRules, hands: Sequence[CardSet]) -> int:
    """The seats that may bet: those with a Kunststück, or everybody without the rule."""
    if not rules.require:
        return (1 << rules.n) - 1
    elig = 0
    for seat, hand in enumerate(hands):
        if has_set(hand):
            elig |= 1 << seat
    return elig


# --- carry, view and the state ------------------------------------------------------------------


@dataclass(frozen=True)
class PochCarry(Carry):
    """What a deal hands to the next: every balance and every place on the board (``chips``)."""


def _start_chips(options: Options, n: int, carry: Carry) -> Chips:
    """The chips a deal starts from: the carry's, or the session's start balance."""
    places = board_places(options.board)
    if type(carry) not in (Carry, PochCarry):
        raise RecordError("a Poch deal carries chips only")
    chips = carry.chips
    if chips is None:
        return Chips.start(n, options.start_balance, places)
    if len(chips.balances) != n or chips.place_names() != places:
        raise RecordError(f"the chips carried do not fit {n} players at a {options.board} board")
    return chips


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

    phase: str
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


_OVER_WHY = Text("poch", "The deal is over")
_NOT_BETTING = Text("poch", "The betting is over: play a card")
_CARD_IN_BETTING = Text("poch", "Cards are played after the betting (Pochen) is over")
_NO_SET = Text("poch", "Only a player with a pair or better may bet; you can only pass")
_ALREADY_OPEN = Text("poch", "The betting is already open: hold, raise or pass")
_NOT_OPEN = Text("poch", "Nobody has opened yet: open or pass")
_OPEN_RANGE = Text("poch", "Open with 1 to {most} counters")
_RAISE_RANGE = Text("poch", "Raise by 1 to {most} counters")
_NO_MORE_RAISES = Text("poch", "The bet has been raised {most} times already: hold or pass")
_NOT_HELD = Text("poch", "You do not hold the {card}")
_MUST_FOLLOW = Text("poch", "The {card} continues the chain: you must play it")
_UNKNOWN = Text("poch", "Poch has no such move")

_CLAIM_PART = Text("poch", "{place} to {who} ({n})", subject="who", you="{place} to you ({n})")
_MELDEN = Text("poch", "Melden: {claims}")
_MELDEN_NONE = Text("poch", "Melden: nothing claimed")
_POOL_FOLD = Text("poch", "{who} won the pool of {n} uncontested", subject="who",
                  you="You won the pool of {n} uncontested")
_POOL_SHOW = Text("poch", "{who} won the pool of {n} at the showdown", subject="who",
                  you="You won the pool of {n} at the showdown")
_NO_OPENING = Text("poch", "nobody opened the betting")
_FIRST_OUT = Text("poch", "{who} went out first and collected %n counters",
                  one="{who} went out first and collected %n counter", count="n",
                  subject="who", you="You went out first and collected %n counters",
                  you_one="You went out first and collected %n counter")
_SUMMARY = Text("poch", "{melden}; {pochen}; {ausspielen}.")


class PochState(GameState[Options]):
    """One deal of Poch, from the ante to the settlement."""

    game_id: ClassVar[str] = "poch"

    def __init__(self, options: Options, num_seats: int, dealer: int, deck: Sequence[int],
                 carry: Carry | None = None) -> None:
        if not isinstance(options, Options):
            raise OptionsError("Poch needs Poch options")
        if not isinstance(num_seats, int) or not 3 <= num_seats <= 6:
            raise OptionsError("Poch is played by 3 to 6 players")
        if not isinstance(dealer, int) or not 0 <= dealer < num_seats:
            raise RecordError(f"the dealer must be a seat from 0 to {num_seats - 1}")
        deck = tuple(deck)
        try:
            bits = sum(map(_BITS.__getitem__, deck))
        except (IndexError, TypeError):
            bits = -1
        if len(deck) != 32 or bits != PACK_32 or len(set(deck)) != 32:
            raise RecordError("the deck must hold each card of the 32-card pack exactly once")
        self.options = options
        self.num_seats = num_seats
        self.dealer = dealer
        self.deck = deck
        self.carry = carry if carry is not None else PochCarry()
        self.rules = rules_for(options, num_seats)
        chips = _start_chips(options, num_seats, self.carry)
        self.start_balances = chips.balances
        self.history: list[Action] = []
        trace: list[Event] = []
        self.core = PochCore.new_deal(self.rules, dealer, deck, chips, trace)
        self.core.trace = None
        self.log: list[Event] = []
        # View-only bookkeeping, from the events: what every seat has seen.
        self._shown = [0] * num_seats
        self._not_held = 0
        self._chain: tuple[tuple[int, int], ...] = ()
        self._claimants = [-1] * 7
        self._sequenz_run = 0
        self._note(trace)
        self.log.extend(trace)

    # --- the contract ---------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.core.current_player

    @property
    def is_over(self) -> bool:
        return self.core.phase == OVER

    def legal_actions(self) -> list[Action]:
        return list(map(_ACTION_LIST.__getitem__, self.core.moves()))

    def _apply(self, action: Action) -> list[Event]:
        trace: list[Event] = []
        core = self.core
        seat = core.turn
        move = action.card if action.kind == PLAY and action.card is not None else _MOVES[action]
        core.trace = trace
        try:
            core.play(move)
        finally:
            core.trace = None
        if move < 64:  # what a card shows: the chain, and a card nobody holds
            self._not_held |= 1 << move
            if core.need >= 0:
                self._chain = (*self._chain, (seat, move))
            else:
                self._chain = ()
                if core.phase == PLAYING and move % 13 != _ACE_INDEX:
                    self._not_held |= 1 << (move + 1)  # the chain stopped: nobody holds it
        elif len(trace) > 1:
            self._note(trace)
        return trace

    def _note(self, events: list[Event]) -> None:
        """Keep what the deal's and the showdown's events show: claims, shown hands, cards
        known to be in nobody's hand."""
        for e in events:
            kind = e.kind
            if kind == "claim":
                self._shown[e.seat] |= sum(1 << c for c in e.cards)
                self._claimants[e.target] = e.seat
                if e.target == SEQUENZ:
                    self._sequenz_run = sum(1 << c for c in e.cards)
            elif kind == "unclaimed" and e.target < MARIAGE:
                self._not_held |= 1 << card(self.core.trump, HONOUR_RANKS[e.target])
            elif kind == "trump":
                if e.seat >= 0:  # the dealer keeps it, shown
                    self._shown[e.seat] |= 1 << e.cards[0]
                else:
                    self._not_held |= 1 << e.cards[0]
            elif kind == "show":
                self._shown[e.seat] |= sum(1 << c for c in e.cards)

    def clone(self) -> PochState:
        new = object.__new__(PochState)
        new.__dict__.update(self.__dict__)
        new.core = self.core.clone()
        new.history = list(self.history)
        new.log = list(self.log)
        new._shown = list(self._shown)
        new._claimants = list(self._claimants)
        return new

    def key(self) -> tuple[Any, ...]:
        return self.core.key()

    def chips(self) -> Chips:
        core = self.core
        return Chips(tuple(core.bal), tuple(zip(self.rules.places, core.comp)))

    def card_zones(self) -> dict[str, CardSet]:
        core = self.core
        zones = {f"hand {s}": h for s, h in enumerate(core.hands)}
        turned = 0 if core.turned < 0 else 1 << core.turned
        zones["played"] = core.played
        zones["turned"] = turned
        held = sum(core.hands)
        zones["talon"] = PACK_32 & ~held & ~core.played & ~turned
        return zones

    def public_cards(self) -> CardSet:
        """Cards every seat has seen: the trump card, claims, showdown hands, cards played."""
        shown = 0
        for s in self._shown:
            shown |= s
        return (1 << self.core.trump_card) | shown | self.core.played

    def secret_cards(self, seat: int) -> CardSet:
        return PACK_32 & ~self.core.hands[seat] & ~self.public_cards()

    def view(self, seat: int) -> PochView:
        core = self.core
        n = self.num_seats
        return PochView(
            seat=seat, num_seats=n, dealer=self.dealer, current_player=core.current_player,
            hand=core.hands[seat], hand_sizes=tuple(h.bit_count() for h in core.hands),
            trick=self._chain,
            legal=tuple(self.legal_actions()) if seat == core.current_player else (),
            is_over=self.is_over, events=self.events_for(seat), chips=self.chips(),
            phase=PHASE_NAMES[core.phase], board=self.options.board, trump=core.trump,
            trump_card=core.trump_card, trump_holder=-1 if core.turned >= 0 else self.dealer,
            talon_size=self.card_zones()["talon"].bit_count(),
            claimants=tuple(self._claimants), shown=tuple(self._shown),
            sequenz_run=self._sequenz_run, level=core.level, contrib=tuple(core.contrib),
            folded=tuple(bool(core.folded >> s & 1) for s in range(n)), raises=core.raises,
            to_act=core.queue if core.phase == BETTING else (),
            bettors=tuple(bool(core.bettors >> s & 1) for s in range(n)),
            poch_winner=core.poch_winner, played=core.played,
            played_by=tuple(core.dealt[s] & core.played for s in range(n)), need=core.need,
            not_held=self._not_held | core.played, first_out=core.winner)

    def why_illegal(self, action: Action) -> Message:
        core = self.core
        if core.phase == OVER:
            return _OVER_WHY()
        kind = action.kind
        if core.phase == PLAYING:
            if kind != PLAY or action.card is None:
                return _NOT_BETTING()
            if core.need >= 0:
                return _MUST_FOLLOW(card=CardRef(core.need))
            return _NOT_HELD(card=CardRef(action.card))
        if kind == PLAY:
            return _CARD_IN_BETTING()
        if kind not in ("pass", "hold", "open", "raise"):
            return _UNKNOWN()
        if not core.elig >> core.turn & 1:
            return _NO_SET()
        rules = self.rules
        if kind == "open":
            return _ALREADY_OPEN() if core.level else _OPEN_RANGE(most=rules.max_open)
        if not core.level:
            return _NOT_OPEN()
        if core.raises >= rules.max_raises:
            return _NO_MORE_RAISES(most=rules.max_raises)
        if kind == "raise":
            return _RAISE_RANGE(most=rules.step)
        return _UNKNOWN()

    def result(self) -> DealResult:
        if not self.is_over:
            raise RuntimeError("the deal is not over")
        core = self.core
        points = tuple(b - s for b, s in zip(core.bal, self.start_balances))
        best = max(points)
        return DealResult(points, tuple(s for s, p in enumerate(points) if p == best),
                          self._summary(), {"first_out": core.winner,
                                            "poch_winner": core.poch_winner},
                          PochCarry(chips=self.chips()))

    def _summary(self) -> Message:
        claims = tuple(_CLAIM_PART(place=PLACE_NAMES[e.text](), who=SeatRef(e.seat), n=e.value)
                       for e in self.log if e.kind == "claim")
        melden_part = _MELDEN(claims=claims) if claims else _MELDEN_NONE()
        pochen_part = _NO_OPENING()
        gained = 0
        for e in self.log:
            if e.kind == "fold_out":
                pochen_part = _POOL_FOLD(who=SeatRef(e.seat), n=e.value)
            elif e.kind == "showdown":
                pochen_part = _POOL_SHOW(who=SeatRef(e.seat), n=e.value)
            elif e.kind in ("payment", "centre"):
                gained += e.value
        out = _FIRST_OUT(who=SeatRef(self.core.winner), n=gained)
        return _SUMMARY(melden=melden_part, pochen=pochen_part, ausspielen=out)


# --- the sampler -------------------------------------------------------------------------------


def sample(options: Options, view: View, rng: random.Random) -> PochCore:
    """A core consistent with everything ``view`` shows, the unseen cards dealt at random.

    The seat's own hand, every card shown or played, the cards known to be in nobody's hand,
    the card a seat on turn must play, the Melden results (no hidden run beats the claimed
    Sequenz, none exists when it went unclaimed, nobody holds the three trump cards of an
    unclaimed ``trump_789``), and under ``require_kunststueck`` a set in the hand of every seat
    that bet: the hidden cards are dealt uniformly among the deals that fit (rejection),
    falling back to a repair by swaps when the constraints are tight.
    """
    if not isinstance(view, PochView):
        raise TypeError("sample() needs a Poch view")
    return PochSampler(options, view).draw(rng)


class PochSampler:
    """The facts of one view, worked out once, and the worlds drawn from them (the search
    makes one per decision and draws many worlds from it)."""

    def __init__(self, options: Options, view: PochView) -> None:
        n, me = view.num_seats, view.seat
        self.view = view
        self.rules = rules_for(options, n)
        known = [view.shown[s] & ~view.played for s in range(n)]
        known[me] = view.hand
        if view.need >= 0 and view.current_player != me:
            known[view.current_player] |= 1 << view.need
        self.known = known
        taken = view.hand | view.not_held | view.played | (1 << view.trump_card)
        for k in known:
            taken |= k
        self.pool = card_list(PACK_32 & ~taken)
        self.slots = [0 if s == me else view.hand_sizes[s] - known[s].bit_count()
                      for s in range(n)]
        self.others = [s for s in range(n) if self.slots[s] > 0]
        self.must_set = 0
        if self.rules.require:
            self.must_set = sum(1 << s for s in range(n) if view.bettors[s] and s != me)

    def _deal(self, rng: random.Random) -> list[CardSet]:
        pool = self.pool[:]
        rng.shuffle(pool)
        hands = list(self.known)
        i = 0
        for s in self.others:
            k = self.slots[s]
            for c in pool[i:i + k]:
                hands[s] |= 1 << c
            i += k
        return hands

    def _faults(self, hands: list[CardSet]) -> int:
        """How far the deal is from the view's facts (0: it fits)."""
        v = self.view
        dealt = [h | v.played_by[s] for s, h in enumerate(hands)]
        faults = 0
        for s in range(v.num_seats):
            if self.must_set >> s & 1 and not has_set(dealt[s]):
                faults += 1
        seat, run = sequenz_claim(self.rules, dealt, v.trump, v.dealer)
        if seat != v.claimants[SEQUENZ] or run != v.sequenz_run:
            faults += 1 + sum(best_run(h, v.trump)[0] > 0 for h in dealt)
        return faults

    def draw(self, rng: random.Random) -> PochCore:
        best: list[CardSet] | None = None
        best_faults = 1 << 30
        for _ in range(60):
            hands = self._deal(rng)
            faults = self._faults(hands)
            if not faults:
                return self._core(hands)
            if faults < best_faults:
                best, best_faults = hands, faults
        assert best is not None
        return self._core(self._repair(best, best_faults, rng))

    def _repair(self, hands: list[CardSet], faults: int, rng: random.Random) -> list[CardSet]:
        """Swap hidden cards between hands and the talon while that brings the deal no further
        from the facts; the true deal exists, so this ends at a fitting deal in practice
        (after 4,000 swaps the nearest deal found is used)."""
        movable = [h & ~self.known[s] for s, h in enumerate(hands)]
        talon = 0
        for c in self.pool:
            if not any(h >> c & 1 for h in hands):
                talon |= 1 << c
        zones = [*self.others, -1]
        for _ in range(4000):
            a, b = rng.sample(zones, 2)
            from_a = movable[a] if a >= 0 else talon
            from_b = movable[b] if b >= 0 else talon
            if not from_a or not from_b:
                continue
            ca = rng.choice(card_list(from_a))
            cb = rng.choice(card_list(from_b))
            trial = list(hands)
            swap = (1 << ca) | (1 << cb)
            for z in (a, b):
                if z >= 0:
                    trial[z] ^= swap
            f = self._faults(trial)
            if f <= faults:
                hands, faults = trial, f
                for z in (a, b):
                    if z >= 0:
                        movable[z] ^= swap
                    else:
                        talon ^= swap
                if not faults:
                    break
        return hands

    def _core(self, hands: list[CardSet]) -> PochCore:
        v = self.view
        n = v.num_seats
        rules = self.rules
        assert v.chips is not None
        core = PochCore.__new__(PochCore)
        core.rules = rules
        core.trace = None
        core.dealer = v.dealer
        core.hands = hands
        core.dealt = tuple(h | v.played_by[s] for s, h in enumerate(hands))
        core.trump = v.trump
        core.trump_card = v.trump_card
        core.turned = v.trump_card if v.trump_holder < 0 else -1
        core.phase = PHASE_NAMES.index(v.phase)
        core.turn = max(v.current_player, 0)
        core.level = v.level
        core.contrib = list(v.contrib)
        core.folded = sum(1 << s for s in range(n) if v.folded[s])
        core.raises = v.raises
        core.queue = v.to_act
        core.bal = list(v.chips.balances)
        core.comp = [c for _, c in v.chips.places]
        core.played = v.played
        core.need = v.need
        core.poch_winner = v.poch_winner
        core.winner = v.first_out
        core.bettors = sum(1 << s for s in range(n) if v.bettors[s])
        core.elig = _eligible(rules, core.dealt)
        return core


# --- the session ---------------------------------------------------------------------------------

_BALANCE = Text("poch", "{who}: {n}", subject="who", you="you have {n}")
_STANDING = Text("poch", "Counters: {balances}")


class PochMatch(ChipMatch[Options]):
    """A session of Poch: the board's compartments and every balance travel from deal to deal."""

    def table_places(self) -> tuple[str, ...]:
        return board_places(self.options.board)

    def leftover(self, chips: Chips) -> tuple[ChipMove, ...]:
        """§4.8: ``unclaimed`` leaves the board as it is; ``split`` shares each place equally
        among all players, the remainder staying where it lies."""
        if self.options.leftover_at_end != "split":
            return ()
        n = self.num_seats
        return tuple(ChipMove(name, seat, amount // n) for name, amount in chips.places
                     if amount >= n for seat in range(n))

    def standing(self) -> Message:
        chips = self.chips()
        balances = chips.balances if chips is not None else ()
        return _STANDING(balances=tuple(_BALANCE(who=SeatRef(s), n=b)
                                        for s, b in enumerate(balances)))


def new_core(options: Options, num_seats: int, dealer: int, deck: Sequence[int],
             carry: Carry) -> PochCore:
    """The core of a fresh deal, as :class:`PochState` makes it (without events)."""
    rules = rules_for(options, num_seats)
    return PochCore.new_deal(rules, dealer, deck, _start_chips(options, num_seats, carry))


def _pack(options: Any, num_seats: int) -> CardSet:
    return PACK_32


GAME: Final = GameInfo(
    about=about("poch"), seat_range=(3, 4, 5, 6), default_seats=4, options_type=Options,
    presets=PRESETS, default_preset="seed", pack=_pack, deal=PochState, rules_file="poch.md",
    match_type=PochMatch, carry_type=PochCarry, new_core=new_core, sample=sample,
    move_of=move_of, action_of=action_of, player="cardtable.ai.poch:make_poch_player",
    chips=True, preset_labels=PRESET_LABELS)

__all__ = [
    "GAME",
    "PRESETS",
    "Options",
    "PochCarry",
    "PochCore",
    "PochMatch",
    "PochSampler",
    "PochState",
    "PochView",
    "action_of",
    "best_run",
    "board_places",
    "hand_key",
    "has_set",
    "melden",
    "move_of",
    "sample",
    "sequenz_claim",
]
