"""Poch's rules core: ints and bitmasks, int moves, no checks, no history; what the
search plays on and the state wraps; and the move codec."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from cardtable.cards import (
    ACE,
    JACK,
    KING,
    QUEEN,
    TEN,
    CardSet,
    card_list,
)
from cardtable.engine.carry import Carry
from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.errors import RecordError
from cardtable.engine.events import Event, make_event
from cardtable.engine.state import TERMINAL
from cardtable.games.poch.options import Options, PochCarry
from cardtable.games.poch.rules import (
    HOLD,
    OPEN_BASE,
    PASS,
    RAISE_BASE,
    PochRules,
    board_places,
    rules_for,
)

ACE_BOX, KING_BOX, QUEEN_BOX, JACK_BOX, TEN_BOX, MARIAGE, SEQUENZ, POOL, CENTRE = range(9)

HONOUR_RANKS: Final = (ACE, KING, QUEEN, JACK, TEN)  # the ranks of compartments 0 … 4

SUIT_VALUE: Final = (4, 1, 2, 3)  # tie-break value by suit index: C 4, S 3, H 2, D 1

_LOW13: Final = 0x1FFF

ACE_INDEX: Final = ACE - 2  # a card's index within its suit (c % 13) for the ace

_SEVEN_INDEX: Final = 5

# BITS[c] is the bit of card c; any other index a tuple of 108 accepts holds a bit beyond every
# pack, so that a deck holding it does not add up to the pack.
BITS: Final = tuple(1 << c for c in range(54)) + (1 << 60,) * 54

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

def set_size(key: int) -> int:
    """How many cards the set named by ``hand_key`` has: 2, 3 or 4; 0 without a set."""
    return key >> 16 & 0xF


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
        hands[seat] = sum(map(BITS.__getitem__, deck[j:dealt:n]))
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

BETTING, PLAYING, OVER = 0, 1, 2

# Play and chain events repeat: one per (seat, card), made once; index seat * 64 + card.
_PLAY_EVENTS: Final = tuple(make_event("play", i // 64, (i % 64,)) for i in range(6 * 64))

_CLOSED_EVENTS: Final = tuple(
    make_event("chain_closed", i // 64, (i % 64,), 0, -1,
               "ace" if i % 64 % 13 == ACE_INDEX else "stopped") for i in range(6 * 64))

# The cards of one suit's seven to ace (a hand's bits 5 to 12 of that suit), as a tuple.
_SUIT_RUNS: Final = tuple(tuple(tuple(13 * suit + 5 + i for i in range(8) if m >> i & 1)
                                for m in range(256)) for suit in range(4))

_CLUB_RUN, _DIAMOND_RUN, _HEART_RUN, _SPADE_RUN = _SUIT_RUNS

def cards_in(hand: CardSet) -> list[int]:
    """The cards of a hand of the 32-card pack, lowest first (four table look-ups)."""
    return [*_CLUB_RUN[hand >> 5 & 255], *_DIAMOND_RUN[hand >> 18 & 255],
            *_HEART_RUN[hand >> 31 & 255], *_SPADE_RUN[hand >> 44 & 255]]

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
        core.elig = eligible(rules, hands)
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
        if c % 13 != ACE_INDEX:
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

def eligible(rules: PochRules, hands: Sequence[CardSet]) -> int:
    """The seats that may bet: those with a Kunststück, or everybody without the rule."""
    if not rules.require:
        return (1 << rules.n) - 1
    elig = 0
    for seat, hand in enumerate(hands):
        if has_set(hand):
            elig |= 1 << seat
    return elig

def start_chips(options: Options, n: int, carry: Carry) -> Chips:
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

# Every field of a core but its rules (made from the options) and its trace: what a state's
# key is made of.
CORE_FIELDS = tuple(n for n in PochCore.__slots__ if n not in ("rules", "trace"))

def new_core(options: Options, num_seats: int, dealer: int, deck: Sequence[int],
             carry: Carry) -> PochCore:
    """The core of a fresh deal, as :class:`PochState` makes it (without events)."""
    rules = rules_for(options, num_seats)
    return PochCore.new_deal(rules, dealer, deck, start_chips(options, num_seats, carry))

