"""Tippen's rules core: ints and bitmasks, int moves, no checks, no history; what the
search plays on and the state wraps; and the move codec."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from cardtable.cards import (
    HIDDEN,
    SEVEN,
    SUIT_MASKS,
    CardSet,
    card,
    card_list,
)
from cardtable.engine.carry import Carry
from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.errors import RecordError
from cardtable.engine.events import Event, make_event
from cardtable.engine.state import TERMINAL
from cardtable.games.tippen.options import Options
from cardtable.games.tippen.rules import (
    CUT,
    DEAL,
    DECLINE,
    DISCARD,
    DROP_OUT,
    KNOCK,
    PASS,
    ROB,
    SHOVE,
    SNIFF,
    TAP,
    CardLists,
    ExchangeMoves,
    Rules,
    beats,
    deal_sequence,
    exchange_cards,
    follow_cards,
    is_seven_or_ace,
    lead_cards,
    rules_of,
)

SEVENS: Final = tuple(card(s, SEVEN) for s in range(4))

SHOVING, CUTTING, KNOCKING, SNIFFING, DISCARDING, DECLARING, EXCHANGING, ROBBING, PLAYING, \
    OVER = range(10)

WAITING, ACTIVE, PASSED, DROPPED = range(4)

NO_TRUMP_CARD, FACE_DOWN, FACE_UP, TAKEN, ROBBED = range(5)

NOT_SNIFFED, SNIFF_ALV, SNIFF_GRUPP = range(3)

SNIFF_NAMES: Final = ("", "alvensleben", "grupp")

PLACES: Final = ("pot", "reserve", "bete")

_CARDS: Final = CardLists()

_EXCHANGES: Final = ExchangeMoves()

_CUTS: Final = tuple(range(CUT + 1, CUT + 32))

_PLAY_EVENTS: Final = tuple(make_event("play", i // 64, (i % 64,)) for i in range(6 * 64))

_DEAL_EVENTS: Final = tuple(make_event("deal", i // 64, (i % 64,), private=True)
                            for i in range(6 * 64))

_UNSEEN_DEAL: Final = tuple(make_event("deal", s, (HIDDEN,), private=True) for s in range(6))

def _chip_event(kind: str, seat: int, moves: tuple[ChipMove, ...], value: int = 0,
                text: str = "") -> Event:
    return Event(kind, seat, (), value, -1, text, chips=moves)

class TippenCore:
    """One deal of Tippen as ints and bitmasks: what the search plays on (see the module doc).

    ``play(move)`` applies a legal move without checks; when ``trace`` is a list it appends the
    move's events there. ``balances``, ``pot``, ``reserve`` and ``bete`` are the chips.
    """

    __slots__ = ("B", "P", "balances", "bare", "best", "best_seat", "bete", "carry_in", "dead",
                 "dealer", "deck", "face_down", "forced", "hands", "knocked", "leader", "n",
                 "n_active", "next_active", "order", "outcome", "phase", "played", "pot",
                 "qpos", "reserve", "rules", "shoves", "sniffed", "start_balances", "status",
                 "t1trumps", "talon", "to_act", "trace", "trick", "trick_no", "tricks",
                 "trump", "trump_card", "trump_state")

    def __init__(self, rules: Rules, n: int, dealer: int, deck: Sequence[int],
                 balances: Sequence[int], pot: int, trace: list[Event] | None = None) -> None:
        self._blank(rules, n, dealer, balances, pot)
        self.deck: tuple[int, ...] = tuple(deck)
        self.trace = trace
        self._ante(dealer)
        if rules.schieben:
            self.phase, self.to_act = SHOVING, dealer
        else:
            self.phase, self.to_act = CUTTING, (dealer - 1) % n

    def _blank(self, rules: Rules, n: int, dealer: int, balances: Sequence[int],
               pot: int) -> None:
        self.rules = rules
        self.n = n
        self.dealer = dealer
        self.deck = ()
        self.trace = None
        self.balances = list(balances)
        self.start_balances = tuple(balances)
        self.pot, self.reserve, self.bete = pot, 0, 0
        self.carry_in = pot
        self.P = self.B = 0
        self.bare = self.forced = False
        self.shoves = 0
        self.hands = [0] * n
        self.status = [WAITING] * n
        self.face_down = 0
        self.trump, self.trump_card, self.trump_state = -1, -1, NO_TRUMP_CARD
        self.talon: list[int] = []
        self.dead = self.played = 0
        self.knocked, self.sniffed = False, NOT_SNIFFED
        self.order = tuple((dealer + 1 + j) % n for j in range(n))  # (shared by clones)
        self.qpos = 0
        self.tricks = [0] * n
        self.t1trumps = [0] * n
        self.trick: list[int] = []
        self.next_active = [0] * n
        self.n_active = 0
        self.leader = self.best = self.best_seat = -1
        self.trick_no = 0
        self.outcome = ""
        self.phase, self.to_act = SHOVING, dealer

    # --- the contract -------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.to_act

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    def clone(self) -> TippenCore:
        c = TippenCore.__new__(TippenCore)
        for name in _PLAIN_SLOTS:
            setattr(c, name, getattr(self, name))
        c.balances = self.balances[:]
        c.hands = self.hands[:]
        c.status = self.status[:]
        c.talon = self.talon[:]
        c.tricks = self.tricks[:]
        c.t1trumps = self.t1trumps[:]
        c.trick = self.trick[:]
        c.next_active = self.next_active[:]
        c.trace = None
        return c

    def key(self) -> tuple[Any, ...]:
        return (self.phase, self.to_act, self.dealer, self.shoves, tuple(self.hands),
                tuple(self.status), self.face_down, self.trump, self.trump_card,
                self.trump_state, tuple(self.talon), self.dead, self.played, self.knocked,
                self.sniffed, tuple(self.balances), self.pot, self.reserve, self.bete, self.P,
                self.B, tuple(self.tricks), tuple(self.trick), self.leader, self.trick_no,
                self.qpos, self.outcome)

    def value(self, seat: int) -> int:
        """Chips ``seat`` won (or lost, negative) in this deal so far."""
        return self.balances[seat] - self.start_balances[seat]

    def on_table(self) -> int:
        return self.pot + self.reserve + self.bete

    def chips(self) -> Chips:
        return Chips(tuple(self.balances), (("pot", self.pot), ("reserve", self.reserve),
                                            ("bete", self.bete)))

    def moves(self) -> list[int]:
        ph = self.phase
        if ph == PLAYING:
            return [*_CARDS[self.legal_cards()]]
        if ph == DECLARING:
            s = self.to_act
            if s == self.dealer and self.sniffed == SNIFF_ALV:
                return [TAP, DROP_OUT]
            return [TAP] if self.forced else [TAP, PASS]
        if ph == EXCHANGING:
            return [*_EXCHANGES[self.hands[self.to_act], min(3, len(self.talon))]]
        if ph == CUTTING:
            return [*_CUTS]
        if ph == SHOVING:
            return [DEAL, SHOVE] if self.shoves < self.n - 1 else [DEAL]
        if ph == DISCARDING:
            return [DISCARD + c for c in _CARDS[self.hands[self.to_act]]]
        if ph == KNOCKING:
            return [KNOCK, DECLINE]
        if ph == SNIFFING:
            return [SNIFF, DECLINE]
        if ph == ROBBING:
            return [ROB, DECLINE]
        return []

    def legal_cards(self) -> CardSet:
        """The cards the seat on turn may play (§3.2-3.4)."""
        hand = self.hands[self.to_act]
        if self.trick:
            return follow_cards(hand, self.trick[0] // 13, self.best, self.trump,
                                self.rules.strict)
        return lead_cards(hand, self.trump, self.trick_no, self.n_active,
                          self.t1trumps[self.to_act], self.rules.trump_leads)

    def play(self, move: int) -> None:
        ph = self.phase
        if ph == PLAYING:
            self._play_card(move)
        elif ph == DECLARING:
            self._declare(move)
        elif ph == EXCHANGING:
            self._exchange(exchange_cards(move))
        elif ph == CUTTING:
            self._cut(move - CUT)
        elif ph == SHOVING:
            self._shove(move)
        elif ph == DISCARDING:
            self._discard(move - DISCARD)
        elif ph == KNOCKING:
            self._knock(move == KNOCK)
        elif ph == SNIFFING:
            self._sniff(move == SNIFF)
        elif ph == ROBBING:
            self._rob(move == ROB)

    # --- A-D: ante, shoving, the cut, the pot -------------------------------------------------
    def _ante(self, seat: int) -> None:
        s = self.rules.stake
        self.balances[seat] -= s
        self.pot += s
        if self.trace is not None:
            self.trace.append(_chip_event("ante", seat, (ChipMove(seat, "pot", s),), s))

    def _shove(self, move: int) -> None:
        if move == DEAL:
            self.phase, self.to_act = CUTTING, (self.dealer - 1) % self.n
            if self.trace is not None:
                self.trace.append(make_event("keep_deal", self.dealer))
            return
        old = self.dealer
        self.shoves += 1
        self.dealer = self.to_act = (old + 1) % self.n
        if self.trace is not None:
            self.trace.append(make_event("shove", old, target=self.dealer))
        self._ante(self.dealer)

    def _cut(self, k: int) -> None:
        deck, trace = self.deck, self.trace
        if trace is not None:
            trace.append(make_event("cut", self.to_act, value=k))
        if self.rules.hupf:
            for which, bottom in ((1, deck[k - 1]), (2, deck[-1])):
                moves = is_seven_or_ace(bottom)
                if moves:
                    self.dealer = (self.dealer + 1) % self.n
                if trace is not None:
                    trace.append(make_event("hupf", self.to_act, (bottom,), which,
                                            self.dealer if moves else -1))
                if not moves:
                    break
                self._ante(self.dealer)
        self._set_up_pot()
        self._deal(deck[k:] + deck[:k])

    def _set_up_pot(self) -> None:
        r, cap = self.rules, self.rules.cap
        if cap and self.pot > cap:
            self.reserve = self.pot - cap
            self.pot = cap
            if self.trace is not None:
                self.trace.append(_chip_event("reserve", -1,
                                              (ChipMove("pot", "reserve", self.reserve),),
                                              self.reserve))
        self.P = self.pot
        self.B = self.P if r.bete_pot else r.stake
        self.bare = self.carry_in == 0
        self.forced = r.tipp_zwang and self.bare and not r.hupf
        if self.trace is not None:
            text = "forced" if self.forced else "bare" if self.bare else ""
            self.trace.append(make_event("pot", value=self.P, text=text))

    # --- E-H: the deal, knocking, sniffing, the dealer's discard -------------------------------
    def _deal(self, pack: Sequence[int]) -> None:
        """Three cards each and the trump card, by the Grupp or the Katira method (§2.3 E)."""
        n, d, r = self.n, self.dealer, self.rules
        self.order = order = tuple((d + 1 + j) % n for j in range(n))
        hands, trace = self.hands, self.trace
        for pos, j in enumerate(deal_sequence(n, r.katira)):
            c = pack[pos]
            if j < 0:
                self.trump_card = c
                if trace is not None:
                    self._place_trump_card(c)
                continue
            seat = order[j]
            hands[seat] |= 1 << c
            if trace is not None:
                if r.knocking and seat == d:  # he decides before he sees them
                    trace.append(_UNSEEN_DEAL[seat])
                else:
                    trace.append(_DEAL_EVENTS[seat * 64 + c])
        self.talon = list(pack[3 * n + 1:])
        if r.knocking:
            self.face_down, hands[d] = hands[d], 0
            self.trump_state = FACE_DOWN
            self.phase, self.to_act = KNOCKING, d
        elif r.sniffing:
            self.trump_state = FACE_DOWN
            self.phase, self.to_act = SNIFFING, d
        else:
            self._turn_trump()

    def _place_trump_card(self, tc: int) -> None:
        assert self.trace is not None
        if self.rules.knocking or self.rules.sniffing:
            self.trace.append(make_event("trump_card", -1, (tc,), private=True,
                                         text="face_down"))
        else:
            self.trace.append(make_event("trump_card", -1, (tc,), tc // 13, text="face_up"))

    def _turn_trump(self) -> None:
        tc = self.trump_card
        was_down = self.trump_state == FACE_DOWN
        self.trump, self.trump_state = tc // 13, FACE_UP
        if was_down and self.trace is not None:
            self.trace.append(make_event("turn_trump", self.dealer, (tc,), tc // 13))
        self._start_declaring()

    def _knock(self, knock: bool) -> None:
        d, tc, trace = self.dealer, self.trump_card, self.trace
        dealt, self.face_down = self.face_down, 0
        if knock:
            self.knocked = True
            self.trump, self.trump_state = tc // 13, TAKEN
            self.hands[d] = dealt | 1 << tc
            if trace is not None:
                trace.append(make_event("knock", d, (tc,), tc // 13, private=True))
                trace.append(make_event("pick_up", d, tuple(card_list(dealt)), private=True))
            self.phase = DISCARDING
            return
        self.hands[d] = dealt
        if trace is not None:
            trace.append(make_event("decline", d, text="knock"))
            trace.append(make_event("pick_up", d, tuple(card_list(dealt)), private=True))
        if self.rules.sniffing:
            self.phase = SNIFFING
        else:
            self._turn_trump()

    def _sniff(self, sniff: bool) -> None:
        d, tc = self.dealer, self.trump_card
        if not sniff:
            if self.trace is not None:
                self.trace.append(make_event("decline", d, text="sniff"))
            self._turn_trump()
            return
        alv = self.rules.sniffing == SNIFF_ALV
        self.sniffed = SNIFF_ALV if alv else SNIFF_GRUPP
        self.trump, self.trump_state = tc // 13, TAKEN
        self.hands[d] |= 1 << tc
        if self.trace is not None:
            self.trace.append(make_event("sniff", d, (tc,), tc // 13, text=SNIFF_NAMES[
                self.sniffed], private=not alv))
        self.phase = DISCARDING

    def _discard(self, c: int) -> None:
        d = self.dealer
        self.hands[d] ^= 1 << c
        self.dead |= 1 << c
        if self.trace is not None:
            self.trace.append(make_event("discard", d, (c,), private=True))
        self._start_declaring()

    # --- I-J: declarations, resolving them ------------------------------------------------------
    def _start_declaring(self) -> None:
        self.phase = DECLARING
        self.qpos = 0
        self.to_act = self.order[0]
        self._auto_dealer()

    def _auto_dealer(self) -> None:
        """A knocking or Grupp-sniffing dealer is active without a decision (§2.3 I)."""
        d = self.dealer
        if self.to_act == d and (self.knocked or self.sniffed == SNIFF_GRUPP):
            self.status[d] = ACTIVE
            if self.trace is not None:
                self.trace.append(make_event("tap", d, text="automatic"))
            self._resolve()

    def _declare(self, move: int) -> None:
        s = self.to_act
        trace = self.trace
        if move == TAP:
            self.status[s] = ACTIVE
            if trace is not None:
                trace.append(make_event("tap", s))
        else:
            hand = self.hands[s]
            self.hands[s] = 0
            self.dead |= hand
            if move == PASS:
                self.status[s] = PASSED
                if trace is not None:
                    trace.append(make_event("pass", s, tuple(card_list(hand)), private=True))
            else:
                self.status[s] = DROPPED
                b = self.B
                self.balances[s] -= b
                self.bete += b
                if trace is not None:
                    trace.append(Event("drop_out", s, tuple(card_list(hand)), b, private=True,
                                       chips=(ChipMove(s, "bete", b),)))
        self.qpos += 1
        if self.qpos == self.n:
            self._resolve()
            return
        self.to_act = self.order[self.qpos]
        self._auto_dealer()

    def _resolve(self) -> None:
        active = [s for s in self.order if self.status[s] == ACTIVE]
        self.n_active = len(active)
        if len(active) == 0:
            self._trace_resolve("all_pass")
            self._settle("all_pass")
        elif len(active) == 1:
            self._trace_resolve("sole")
            w, p = active[0], self.P
            self.balances[w] += p
            self.pot -= p
            if self.trace is not None:
                self.trace.append(_chip_event("sole", w, (ChipMove("pot", w, p),), p))
            self._settle("sole")
        else:
            self._trace_resolve("played")
            for i, s in enumerate(active):
                self.next_active[s] = active[(i + 1) % len(active)]
            if self.rules.exchange:
                self.phase = EXCHANGING
                self.qpos = self.order.index(active[0])
                self.to_act = active[0]
            else:
                self._start_robbing()

    def _trace_resolve(self, outcome: str) -> None:
        if self.trace is not None:
            self.trace.append(make_event("resolve", text=outcome))

    # --- K-L: the exchange, robbing ---------------------------------------------------------------
    def _exchange(self, thrown: CardSet) -> None:
        s = self.to_act
        k = thrown.bit_count()
        drawn = 0
        if k:
            talon = self.talon
            for c in talon[:k]:
                drawn |= 1 << c
            del talon[:k]
            self.hands[s] ^= thrown | drawn
            self.dead |= thrown
        if self.trace is not None:
            self.trace.append(make_event("exchange", s, tuple(card_list(thrown)), k,
                                         private=True))
            if k:
                self.trace.append(make_event("draw", s, tuple(card_list(drawn)), k,
                                             private=True))
        nxt = self.next_active[s]
        if self.order.index(nxt) > self.order.index(s):
            self.to_act = nxt
        else:
            self._start_robbing()

    def _start_robbing(self) -> None:
        r = self.rules
        tc = self.trump_card
        if r.rauben and self.trump_state == FACE_UP and tc % 13 + 2 != SEVEN:
            seven = 1 << SEVENS[self.trump]
            for s in self.order:
                if self.status[s] == ACTIVE and self.hands[s] & seven:
                    self.phase, self.to_act = ROBBING, s
                    return
        self._start_play()

    def _rob(self, rob: bool) -> None:
        s = self.to_act
        if rob:
            seven, tc = SEVENS[self.trump], self.trump_card
            self.hands[s] ^= (1 << seven) | (1 << tc)
            self.dead |= 1 << seven
            self.trump_state = ROBBED
            if self.trace is not None:
                self.trace.append(make_event("rob", s, (seven, tc)))
        elif self.trace is not None:
            self.trace.append(make_event("decline", s, text="rob"))
        self._start_play()

    # --- M-N: the tricks, the settlement ------------------------------------------------------
    def _start_play(self) -> None:
        trumps = SUIT_MASKS[self.trump]
        for s in range(self.n):
            if self.status[s] == ACTIVE:
                self.t1trumps[s] = (self.hands[s] & trumps).bit_count()
        self.phase = PLAYING
        self.leader = self.to_act = next(s for s in self.order if self.status[s] == ACTIVE)
        self.trick_no = 0

    def _play_card(self, c: int) -> None:
        seat = self.to_act
        bit = 1 << c
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        if not trick or beats(c, self.best, self.trump):
            self.best, self.best_seat = c, seat
        trick.append(c)
        if self.trace is not None:
            self.trace.append(_PLAY_EVENTS[seat * 64 + c])
        if len(trick) < self.n_active:
            self.to_act = self.next_active[seat]
            return
        w = self.best_seat
        self.tricks[w] += 1
        self.trick_no += 1
        share = self.P // 3
        self.pot -= share
        self.balances[w] += share
        if self.trace is not None:
            moves = (ChipMove("pot", w, share),) if share else ()
            self.trace.append(Event("trick", w, tuple(trick), self.trick_no, chips=moves))
        self.trick = []
        if self.trick_no < 3:
            self.leader = self.to_act = w
            return
        for s in self.order:
            if self.status[s] == ACTIVE:
                m = self.penalty_multiple(s, self.tricks[s])
                if m:
                    b = m * self.B
                    self.balances[s] -= b
                    self.bete += b
                    if self.trace is not None:
                        self.trace.append(_chip_event("bete", s, (ChipMove(s, "bete", b),), b,
                                                      text="double" if m == 2 else "single"))
        self._settle("played")

    def penalty_multiple(self, seat: int, tricks: int) -> int:
        """How many bêtes an active ``seat`` taking ``tricks`` tricks pays (§2.3 N)."""
        if seat == self.dealer:
            if self.knocked or self.sniffed == SNIFF_GRUPP:
                return 2 - tricks if tricks < 2 else 0
            if self.sniffed == SNIFF_ALV:
                return 2 if tricks == 0 else 0
        return 1 if tricks == 0 else 0

    def _settle(self, outcome: str) -> None:
        self.outcome = outcome
        self.phase = OVER
        self.to_act = TERMINAL
        moves = []
        if self.reserve:
            moves.append(ChipMove("reserve", "pot", self.reserve))
        if self.bete:
            moves.append(ChipMove("bete", "pot", self.bete))
        self.pot += self.reserve + self.bete
        self.reserve = self.bete = 0
        if self.trace is not None:
            if moves:
                self.trace.append(_chip_event("carry", -1, tuple(moves), self.pot))
            self.trace.append(make_event("deal_over", self.dealer, text=outcome))

_PLAIN_SLOTS: Final = tuple(s for s in TippenCore.__slots__ if s not in (
    "balances", "hands", "status", "talon", "tricks", "t1trumps", "trick", "next_active",
    "trace"))

# Every field of a core but its rules (made from the options) and its trace: what a state's
# key is made of.
CORE_FIELDS: Final = tuple(s for s in TippenCore.__slots__ if s not in ("rules", "trace"))

def deck_before_cut(completed: Sequence[int], k: int) -> list[int]:
    """The shuffled pack that ``cut k`` turns into ``completed`` (§2.3 C: the lower packet is
    put on top of the lifted one): for tests and puzzles that give the completed pack."""
    return list(completed[len(completed) - k:]) + list(completed[:len(completed) - k])

def start_chips(options: Options, num_seats: int) -> Chips:
    return Chips.start(num_seats, options.start_balance, PLACES)

_BAD_CARRY = "a Tippen deal starts from every seat's balance and the pot"

def chips_of(carry: Carry, options: Options, num_seats: int) -> Chips:
    """The chips a deal starts from (a start balance each without any); RecordError on
    chips that cannot start a deal (another number of seats, chips left in the reserve)."""
    if not isinstance(carry, Carry):
        raise RecordError(_BAD_CARRY)
    chips = carry.chips
    if chips is None:
        return start_chips(options, num_seats)
    if len(chips.balances) != num_seats or sorted(chips.place_names()) != sorted(PLACES):
        raise RecordError(f"{_BAD_CARRY} ({num_seats} balances, places {', '.join(PLACES)})")
    if chips.at("reserve") or chips.at("bete"):
        raise RecordError("between deals every chip on the table lies in the pot")
    return chips.with_places(PLACES)

def new_core(options: Options, num_seats: int, dealer: int, deck: Sequence[int],
             carry: Carry) -> TippenCore:
    """The core of a fresh deal (as ``TippenState`` makes it, without its checks)."""
    chips = chips_of(carry, options, num_seats)
    return TippenCore(rules_of(options), num_seats, dealer, deck, chips.balances,
                      chips.at("pot"))

