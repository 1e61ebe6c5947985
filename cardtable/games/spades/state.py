"""One deal of Spades: the core with the checks, the events, the history, the record and
the views."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final

from cardtable.cards import (
    HIDDEN,
    SPADES,
    CardSet,
)
from cardtable.engine.action import PLAY, Action
from cardtable.engine.carry import Carry
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.events import Event
from cardtable.engine.messages import Arg, CardRef, Message, SeatRef, SuitRef, Text
from cardtable.engine.state import DealResult, GameState, field_values
from cardtable.games.spades.core import (
    BID,
    CORE_FIELDS,
    DRAW,
    EXCHANGE,
    OVER,
    PLAY_PHASE,
    SpadesCore,
    bits,
    blind_nil_eligible,
    deal_core,
)
from cardtable.games.spades.options import Options, SpadesCarry
from cardtable.games.spades.rules import (
    ACTIONS,
    BID_ACTIONS,
    NO_BID,
    ONLY_WHEN_FORCED,
    PLAY_ACTIONS,
    move_of,
    rules_for,
)
from cardtable.games.spades.texts import (
    BID_NEEDS_NUMBER,
    BID_RANGE,
    BIDDING_OVER,
    BLIND_NIL_WORDS,
    FOLLOW_SUIT,
    GIVE_A_CARD,
    HAND_OVER,
    KEEP_OR_REJECT,
    LOOKED,
    LOWEST_CLUB,
    NIL,
    NO_BLIND_NIL,
    NO_NIL,
    NO_SPADE_FIRST,
    NOT_A_CARD,
    NOT_BEHIND,
    NOT_BROKEN,
    NOT_HELD,
    NOT_NOW,
    ONLY_SPADES,
    PARTNER_NIL,
    PLUS,
    SIDE_CAP,
    SIDE_RESULT,
    THEN,
    TIME_TO_BID,
)
from cardtable.games.spades.view import SpadesView

PHASE_NAMES: Final = ("draw", "bid", "exchange", "play", "over")

def chain(join: Text, parts: Sequence[Arg]) -> Arg:
    """Parts joined by a text of two fields, ``first`` and ``rest`` (right to left)."""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = join(first=part, rest=joined)
    return joined

def side_name(members: Sequence[int]) -> Arg:
    """A side as the messages name it: its seats joined by "+"."""
    return chain(PLUS, [SeatRef(p) for p in members])

def _bid_words(bid: int, blind: bool) -> Message | int:
    if blind:
        return BLIND_NIL_WORDS()
    return NIL() if bid == 0 else bid

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
                taken[e.seat] |= bits(e.cards)
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
        return [*map(ACTIONS.__getitem__, self.core.moves())]

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
            raise IllegalActionError(action, HAND_OVER())
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
        return _result(self.core)

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
            return HAND_OVER()
        wanted = {DRAW: ("keep", "reject"), BID: ("bid", "blind_nil", "look"),
                  EXCHANGE: ("give",), PLAY_PHASE: (PLAY,)}[phase]
        if action.kind not in wanted:
            return {DRAW: KEEP_OR_REJECT, BID: TIME_TO_BID, EXCHANGE: GIVE_A_CARD,
                    PLAY_PHASE: BIDDING_OVER}[phase]()
        if phase == BID:
            return self._why_bid_illegal(action)
        if action.card is None:
            return NOT_A_CARD()
        if not core.hands[core.to_act] >> action.card & 1:
            return NOT_HELD(card=CardRef(action.card))
        if phase == PLAY_PHASE:
            return self._why_play_illegal()
        return NOT_NOW()

    def _why_bid_illegal(self, action: Action) -> Message:
        core, opts = self.core, self.options
        seat = core.to_act
        low, high, nil_ok = core.rules.bid_range(seat, core.bids)
        if action.kind == "look":
            return LOOKED()
        if action.kind == "blind_nil" or action.n == 0:
            blind = action.kind == "blind_nil"
            if not opts.nil:
                return NO_NIL()
            if not nil_ok:
                return PARTNER_NIL()
            if blind and not opts.blind_nil:
                return NO_BLIND_NIL()
            if blind and not blind_nil_eligible(opts, core.rules.side_of[seat], core.scores):
                return NOT_BEHIND(deficit=opts.blind_nil_min_deficit)
            if blind:
                return LOOKED()
        if action.n is None:
            return BID_NEEDS_NUMBER()
        if opts.side_bid_cap and opts.partnerships != "none" and action.n > high:
            return SIDE_CAP(tricks=core.rules.T)
        return BID_RANGE(low=low, high=high)

    def _why_play_illegal(self) -> Message:
        core = self.core
        if core.trick:
            if core.hands[core.to_act] & core.led:
                led = core.trick[0]
                return FOLLOW_SUIT(suit=SuitRef(SPADES if led >= 39 else led // 13, True))
            return NO_SPADE_FIRST()
        if core.trick_no == 0 and core.rules.lowest_club:
            return LOWEST_CLUB(card=CardRef(core.lead_mask.bit_length() - 1))
        if core.rules.lead_rule == ONLY_WHEN_FORCED:
            return ONLY_SPADES()
        return NOT_BROKEN()

    # --- copies, views, zones --------------------------------------------------------------
    def clone(self) -> SpadesState:
        new = object.__new__(SpadesState)
        new.options, new.num_seats, new.dealer = self.options, self.num_seats, self.dealer
        new.deck, new.carry = self.deck, self.carry
        new.history = self.history[:]
        new.log = self.log[:]
        new.core = self.core.clone()
        new.seen = self.seen[:]
        new.voids = self.voids[:]
        return new

    def key(self) -> tuple[Any, ...]:
        return (self.dealer, field_values(self.core, CORE_FIELDS), tuple(self.seen),
                tuple(self.voids))

    def card_zones(self) -> dict[str, CardSet]:
        core = self.core
        zones = {f"hand {s}": h for s, h in enumerate(core.hands)}
        zones |= {f"tricks {s}": t for s, t in enumerate(self.taken)}
        zones["trick"] = core.trick_cards()
        zones["stock"] = bits(core.stock[core.stock_pos:])
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
            stock = bits(core.stock[core.stock_pos:])
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
        bids = chain(PLUS, [_bid_words(core.bids[p], core.blind[p]) for p in members])
        parts.append(SIDE_RESULT(side=side_name(members), bids=bids,
                                  won=sum(core.won[p] for p in members),
                                  points=f"{deltas[i]:+d}"))
    scores = [s + d for s, d in zip(core.scores, deltas)]
    points = tuple([deltas[side] for side in rules.side_of])
    best = max(deltas)
    winners = tuple([s for s, p in enumerate(points) if p == best])
    details = {"bids": list(core.bids), "blind": list(core.blind), "won": list(core.won),
               "side_points": deltas, "scores": scores, "bags": bags}
    summary = chain(THEN, parts)  # (every game has two sides or more)
    assert isinstance(summary, Message)
    return DealResult(points, winners, summary, details,
                      SpadesCarry(scores=tuple(scores), bags=tuple(bags)))

