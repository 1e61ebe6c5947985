"""One deal of Poch: the core with the checks, the events, the history, the record and
the views."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final

from cardtable.cards import (
    PACK_32,
    CardSet,
    card,
)
from cardtable.engine.action import PLAY, Action
from cardtable.engine.carry import Carry
from cardtable.engine.chips import Chips
from cardtable.engine.errors import OptionsError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.messages import CardRef, Message, SeatRef, Text
from cardtable.engine.state import DealResult, GameState, field_values
from cardtable.games.poch.core import (
    ACE_INDEX,
    BETTING,
    BITS,
    CORE_FIELDS,
    HONOUR_RANKS,
    MARIAGE,
    OVER,
    PLAYING,
    SEQUENZ,
    PochCore,
    start_chips,
)
from cardtable.games.poch.options import Options, PochCarry
from cardtable.games.poch.rules import ACTIONS, MOVES, PASS, RAISE_BASE, rules_for
from cardtable.games.poch.texts import (
    ALREADY_OPEN,
    CARD_IN_BETTING,
    CLAIM_PART,
    FIRST_OUT,
    MELDEN,
    MELDEN_NONE,
    MUST_FOLLOW,
    NO_MORE_RAISES,
    NO_OPENING,
    NO_SET,
    NOT_BETTING,
    NOT_HELD,
    NOT_OPEN,
    OPEN_RANGE,
    OVER_WHY,
    POOL_FOLD,
    POOL_SHOW,
    RAISE_RANGE,
    SUMMARY,
    UNKNOWN,
)
from cardtable.games.poch.view import PochView

PLACE_NAMES: Final = {
    "ace": Text("poch", "Ace"), "king": Text("poch", "King"), "queen": Text("poch", "Queen"),
    "jack": Text("poch", "Jack"), "ten": Text("poch", "Ten"),
    "mariage": Text("poch", "Mariage"), "sequenz": Text("poch", "Sequenz"),
    "poch": Text("poch", "Poch"), "pocher": Text("poch", "Pocher"),
    "centre": Text("poch", "Centre")}

PHASE_NAMES: Final = ("pochen", "ausspielen", "over")

_ACTION_LIST: Final = tuple(ACTIONS.get(m, ACTIONS[PASS]) for m in range(RAISE_BASE + 51))

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
            bits = sum(map(BITS.__getitem__, deck))
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
        chips = start_chips(options, num_seats, self.carry)
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
        move = action.card if action.kind == PLAY and action.card is not None else MOVES[action]
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
                if core.phase == PLAYING and move % 13 != ACE_INDEX:
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
        new.options, new.num_seats, new.dealer = self.options, self.num_seats, self.dealer
        new.deck, new.carry, new.rules = self.deck, self.carry, self.rules
        new.start_balances = self.start_balances
        new.history = self.history[:]
        new.core = self.core.clone()
        new.log = self.log[:]
        new._shown = self._shown[:]
        new._not_held = self._not_held
        new._chain = self._chain
        new._claimants = self._claimants[:]
        new._sequenz_run = self._sequenz_run
        return new

    def key(self) -> tuple[Any, ...]:
        return (self.dealer, self.start_balances, field_values(self.core, CORE_FIELDS),
                tuple(self._shown), self._not_held, self._chain, tuple(self._claimants),
                self._sequenz_run)

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
            return OVER_WHY()
        kind = action.kind
        if core.phase == PLAYING:
            if kind != PLAY or action.card is None:
                return NOT_BETTING()
            if core.need >= 0:
                return MUST_FOLLOW(card=CardRef(core.need))
            return NOT_HELD(card=CardRef(action.card))
        if kind == PLAY:
            return CARD_IN_BETTING()
        if kind not in ("pass", "hold", "open", "raise"):
            return UNKNOWN()
        if not core.elig >> core.turn & 1:
            return NO_SET()
        rules = self.rules
        if kind == "open":
            return ALREADY_OPEN() if core.level else OPEN_RANGE(most=rules.max_open)
        if not core.level:
            return NOT_OPEN()
        if core.raises >= rules.max_raises:
            return NO_MORE_RAISES(most=rules.max_raises)
        if kind == "raise":
            return RAISE_RANGE(most=rules.step)
        return UNKNOWN()

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
        claims = tuple(CLAIM_PART(place=PLACE_NAMES[e.text](), who=SeatRef(e.seat), n=e.value)
                       for e in self.log if e.kind == "claim")
        melden_part = MELDEN(claims=claims) if claims else MELDEN_NONE()
        pochen_part = NO_OPENING()
        gained = 0
        for e in self.log:
            if e.kind == "fold_out":
                pochen_part = POOL_FOLD(who=SeatRef(e.seat), n=e.value)
            elif e.kind == "showdown":
                pochen_part = POOL_SHOW(who=SeatRef(e.seat), n=e.value)
            elif e.kind in ("payment", "centre"):
                gained += e.value
        out = FIRST_OUT(who=SeatRef(self.core.winner), n=gained)
        return SUMMARY(melden=melden_part, pochen=pochen_part, ausspielen=out)

