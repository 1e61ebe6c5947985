"""Wallachen's rules core: ints and bitmasks, int moves, no checks, no history; what the
search plays on and the state wraps; and the move codec."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from cardtable.cards import (
    PACK_32,
    SUIT_MASKS,
    CardSet,
    card_list,
)
from cardtable.engine.carry import Carry
from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.errors import RecordError
from cardtable.engine.events import VALUE, Event, make_event
from cardtable.engine.state import TERMINAL
from cardtable.games.wallachen.options import Options
from cardtable.games.wallachen.rules import (
    ABOVE,
    BETTEL,
    BID_BASE,
    BRAND_SUIT,
    CARDS_OF,
    CONTRACT_BASE,
    DISCARD_BASE,
    DOUBLE,
    HOLD,
    KONTRA,
    MORD,
    NINE,
    NO,
    PASS,
    RE,
    SUIT,
    Rules,
    cards_in,
    discard_moves,
    legal_cards,
    multiplier,
    rules_of,
    shown_absent,
)

LEVEL_WORDS: Final = ("6", "7", "8", "9", "brand", "brand", "brand", "brand", "bettel", "mord")

NEEDED: Final = (6, 7, 8, 9, 6, 6, 6, 6, 0, 10)  # tricks a contract needs (Bettel: none)

DOPPELN, AUCTION, DISCARD, CONTRACT, KONTRA_ASK, RE_ASK, PLAY_PHASE, OVER = range(8)

BIT: Final = tuple(1 << c for c in range(52))

_NOTHING_PENDING: Final[tuple[tuple[tuple[int, ...], ...], ...]] = ((), (), ())

Payment = tuple[int | str, int | str, int]  # (from, to, amount): a seat or "pot"

class WallachenCore:
    """One deal as ints and bitmasks: what the search plays on, and what the state wraps.

    ``play`` applies a legal move without checking it. When ``trace`` is a list, ``play``
    appends the events of the move to it (the state sets it; the search never does).
    """

    __slots__ = ("answering", "asked", "bid_x", "challenger", "cidx", "contract",
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
                    core.hands[s] = sum(map(BIT.__getitem__, cards))
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
        new.trace = None
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
                if same and SUIT[w] == led:
                    if self.contract < BETTEL or self.rules.stichzwang_bm:
                        above = same & ABOVE[w]
                        if above:
                            same = above
                    moves = [*CARDS_OF[same]]
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
            return discard_moves(self.hands[self.declarer])
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
                self.hands[s] |= sum(map(BIT.__getitem__, cards))
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
        s = SUIT[c]
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
            if s == SUIT[w]:
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
        """Chips each seat won (+) or paid (-) in the deal, once it is over (worked out when
        asked: reading a core never changes it, and the search asks once a play-out)."""
        net = [0, 0, 0]
        for src, dst, n in self.payments():
            if isinstance(src, int):
                net[src] -= n
            if isinstance(dst, int):
                net[dst] += n
        return (net[0], net[1], net[2])

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

_KEY_SCALARS: Final = tuple(n for n in _SCALARS if n != "rules")

# Every field of a core but its rules (made from the options) and its trace: what a state's
# key is made of.
CORE_FIELDS: Final = tuple(n for n in WallachenCore.__slots__ if n not in ("rules", "trace"))

# Events that repeat, made once (the deal's hot path allocates none for them).
_PLAY_EVENTS: Final = tuple(Event("play", i // 64, (i % 64,)) for i in range(3 * 64))

_PASS_EVENTS: Final = tuple(Event("pass", s) for s in range(3))

_BID_EVENTS: Final = tuple(Event("bid", i // 10, value=i % 10, target=BRAND_SUIT[i % 10],
                                 text=LEVEL_WORDS[i % 10]) for i in range(30))

_HOLD_EVENTS: Final = tuple(Event("hold", i // 10, value=i % 10) for i in range(30))

_DOPPELN_EVENTS: Final = {(s, d, p): Event("doppeln", s, value=int(d), private=p, secret=VALUE)
                          for s in range(3) for d in (False, True) for p in (False, True)}

def start_chips(options: Options, carry: Carry) -> Chips:
    if not isinstance(carry, Carry):
        raise RecordError("a Wallachen deal carries the chips of the session")
    chips = carry.chips
    if chips is None:
        return Chips.start(3, options.start_balance, ("pot",))
    if len(chips.balances) != 3 or chips.place_names() != ("pot",):
        raise RecordError("a Wallachen deal carries three balances and the pot")
    return chips

def check_deck(deck: Sequence[int]) -> CardSet:
    mask = 0
    for c in deck:
        if type(c) is not int or not 0 <= c < 52:
            raise RecordError("the deck is not the 32-card pack of Wallachen")
        mask |= 1 << c
    if len(deck) != 32 or mask != PACK_32:
        raise RecordError("the deck is not the 32-card pack of Wallachen")
    return mask

def new_core(options: Options, num_seats: int, dealer: int, deck: Sequence[int],
             carry: Carry) -> WallachenCore:
    """The core of a fresh deal (as :class:`WallachenState` makes it, without the events)."""
    if num_seats != 3:
        raise RecordError("Wallachen is played by three players")
    check_deck(deck)
    chips = start_chips(options, carry)
    return WallachenCore.deal(rules_of(options), dealer, deck, chips.at("pot"))

