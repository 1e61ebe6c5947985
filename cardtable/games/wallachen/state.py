"""One deal of Wallachen: the core with the checks, the events, the history, the record and
the views."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final

from cardtable.cards import (
    SUIT_MASKS,
    CardSet,
    card_list,
)
from cardtable.engine.action import PLAY, Action, well_formed
from cardtable.engine.carry import Carry
from cardtable.engine.chips import Chips
from cardtable.engine.errors import IllegalActionError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.messages import CardRef, Message, SeatRef, SuitRef, Text
from cardtable.engine.state import DealResult, GameState, field_values
from cardtable.games.wallachen.core import (
    AUCTION,
    BIT,
    CONTRACT,
    CORE_FIELDS,
    DISCARD,
    DOPPELN,
    KONTRA_ASK,
    LEVEL_WORDS,
    OVER,
    RE_ASK,
    WallachenCore,
    check_deck,
    start_chips,
)
from cardtable.games.wallachen.options import Options, WallachenCarry
from cardtable.games.wallachen.rules import (
    ACTION_OF,
    BETTEL,
    BRAND_H,
    BRAND_SUIT,
    MORD,
    MOVE_OF,
    NINE,
    SUIT,
    multiplier,
    rules_of,
)
from cardtable.games.wallachen.texts import (
    ANSWER,
    CHALLENGE,
    CHALLENGE_ANY,
    CONTRACT_TEXT,
    DISCARD_TEXT,
    DOPPELN_TEXT,
    FOLLOW,
    FOLLOW_HEAD,
    KONTRA_ASK_TEXT,
    KONTRA_WHEN,
    NAME_TRUMP,
    NOT_HELD,
    ONLY_PASS,
    OPEN,
    OPEN_SIRCH,
    OVER_TEXT,
    OVERTRUMP,
    PLAY_NOW,
    RE_ASK_TEXT,
    SUMMARY_FAILED,
    SUMMARY_MADE,
    SUMMARY_POT,
    SUMMARY_REDEAL,
    TRUMP,
)
from cardtable.games.wallachen.view import WallachenView

PHASE_NAMES: Final = ("doppeln", "auction", "discard", "contract", "kontra", "re", "play", "over")

_MOVE_BY_ID: Final = {id(a): m for m, a in ACTION_OF.items()}  # the cached actions, by identity

# The same table as a list indexed by move, for mapping moves in C; the codes between the
# moves hold a placeholder no move ever maps to.
_NO_MOVE: Final = Action("no_move")

_BY_TEXT: Final = {str(a): a for a in ACTION_OF.values()}  # each move's canonical text

_ACTION_LIST: Final = [ACTION_OF.get(m, _NO_MOVE) for m in range(max(ACTION_OF) + 1)]

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

class WallachenState(GameState[Options]):
    """One deal of Wallachen, from the first packet to the settlement."""

    game_id: ClassVar[str] = "wallachen"

    def __init__(self, options: Options, num_seats: int, dealer: int, deck: Sequence[int],
                 carry: Carry) -> None:
        if num_seats != 3:
            raise RecordError("Wallachen is played by three players")
        if type(dealer) is not int or not 0 <= dealer < 3:
            raise RecordError(f"dealer {str(dealer)[:12]} is not a seat of three")
        check_deck(deck)
        self.options = options
        self.num_seats = 3
        self.dealer = dealer
        self.deck = tuple(deck)
        self.carry = carry
        self.chips_now = start_chips(options, carry)
        self.history = []
        self.log = []
        self.core = WallachenCore.deal(rules_of(options), dealer, self.deck,
                                       self.chips_now.at("pot"), self.log)
        self.core.trace = None
        self.start_cards = self.core.start
        self.excluded = [0, 0, 0]
        self._moves = tuple(self.core.moves())  # made after every move, not when read

    # --- the contract -------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.core.current_player

    @property
    def is_over(self) -> bool:
        return self.core.phase == OVER

    def legal_actions(self) -> list[Action]:
        return list(map(_ACTION_LIST.__getitem__, self._moves))


    def apply(self, action: Action | str) -> list[Event]:
        """Check and apply ``action``; an illegal one raises and changes nothing."""
        move = _MOVE_BY_ID.get(id(action))
        if move is None or _ACTION_LIST[move] is not action:  # not one of the cached actions
            if isinstance(action, str):
                action = self.parse_action(action)
            if well_formed(action) is not None:
                return super().apply(action)  # the base class words the refusal
            move = MOVE_OF.get(action)
            if move is None:
                raise IllegalActionError(action, self.why_illegal(action))
            action = ACTION_OF[move]
        if move not in self._moves:
            raise IllegalActionError(action, self.why_illegal(action))
        events = self._play(move)
        self.history.append(action)
        self.log += events
        return events

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply a legal action without checking it."""
        move = _MOVE_BY_ID.get(id(action))
        if move is None or _ACTION_LIST[move] is not action:
            move = MOVE_OF[action]
        events = self._play(move)
        self.history.append(action)
        self.log += events
        return events

    def _apply(self, action: Action) -> list[Event]:
        return self._play(MOVE_OF[action])

    def _play(self, move: int) -> list[Event]:
        core = self.core
        if move < 64 and core.trick:
            self.excluded[core.to_act] |= core.absent_if_played(move)
        events: list[Event] = []
        core.trace = events
        core.play(move)
        core.trace = None
        self._moves = tuple(core.moves())
        if core.phase == OVER:
            for e in events:
                if e.chips:
                    self.chips_now = self.chips_now.moved(e.chips)
        return events

    def clone(self) -> WallachenState:
        new = object.__new__(WallachenState)
        new.options, new.num_seats, new.dealer = self.options, self.num_seats, self.dealer
        new.deck, new.carry, new.chips_now = self.deck, self.carry, self.chips_now
        new.history = self.history[:]
        new.log = self.log[:]
        new.core = self.core.clone()
        new.start_cards = self.start_cards
        new.excluded = self.excluded[:]
        new._moves = self._moves
        return new

    def key(self) -> tuple[Any, ...]:
        return (self.dealer, self.chips_now, self.start_cards, tuple(self.excluded),
                self._moves, field_values(self.core, CORE_FIELDS))

    def parse_action(self, text: str) -> Action:
        """As the base class; a canonical text gives the cached action itself."""
        found = _BY_TEXT.get(text) if isinstance(text, str) else None
        return found if found is not None else super().parse_action(text)

    def chips(self) -> Chips:
        return self.chips_now

    # --- refusals ------------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> Message:
        core = self.core
        phase = core.phase
        if phase == OVER:
            return OVER_TEXT()
        if phase == DOPPELN:
            return DOPPELN_TEXT()
        if phase == AUCTION:
            return self._why_auction()
        if phase == DISCARD:
            if action.kind == "discard":
                missing = action.card_set & ~core.hands[core.declarer]
                if missing:
                    return NOT_HELD(card=CardRef(card_list(missing)[0]))
            return DISCARD_TEXT()
        if phase == CONTRACT:
            if core.rules.announced and action.kind == "declare" and action.suit is None:
                return NAME_TRUMP()
            return CONTRACT_TEXT(level=level_name(core.winning))
        if phase == KONTRA_ASK:
            return KONTRA_ASK_TEXT()
        if phase == RE_ASK:
            return RE_ASK_TEXT()
        if action.kind == "kontra":
            return KONTRA_WHEN()
        c = action.card
        if action.kind != PLAY or c is None:
            return PLAY_NOW()
        if not core.hands[core.to_act] >> c & 1:
            return NOT_HELD(card=CardRef(c))
        return self._why_card()

    def _why_auction(self) -> Message:
        core = self.core
        if core.answering:
            return ANSWER(who=SeatRef(core.challenger), level=level_name(core.bid_x))
        if core.holder < 0:
            return OPEN_SIRCH() if core.rules.sirch else OPEN()
        if core.level == MORD:
            return ONLY_PASS()
        ladder = core.rules.ladder
        nxt = ladder[ladder.index(core.level) + 1]
        if len(core.rules.challenge_moves[core.level]) > 2:
            return CHALLENGE_ANY(level=level_name(core.level))
        return CHALLENGE(level=level_name(nxt))

    def _why_card(self) -> Message:
        core = self.core
        legal = core.legal_cards()
        hand = core.hands[core.to_act]
        led = core.led
        w = core.win_card
        if hand & SUIT_MASKS[led]:
            if legal & SUIT_MASKS[led] != hand & SUIT_MASKS[led]:
                beat = w if SUIT[w] == led else core.high_led
                return FOLLOW_HEAD(card=CardRef(beat), suit=SuitRef(led))
            return FOLLOW(suit=SuitRef(led))
        trump = core.trump
        if SUIT[w] == trump and legal & SUIT_MASKS[trump] != hand & SUIT_MASKS[trump]:
            return OVERTRUMP(card=CardRef(w), suit=SuitRef(trump))
        return TRUMP(suit=SuitRef(trump))

    # --- the result --------------------------------------------------------------------------
    def result(self) -> DealResult:
        if not self.is_over:
            raise RuntimeError("the deal is not over")
        return self._score()

    def _score(self) -> DealResult:
        core = self.core
        net = core.net()
        carry = WallachenCarry(chips=self.chips_now)
        m = multiplier(core.doppel.bit_count(), core.kontra >= 0, core.re)
        if core.thrown:
            summary = (SUMMARY_POT(ante=core.rules.pot_ante) if core.thrown == 1
                       else SUMMARY_REDEAL())
            details: dict[str, Any] = {"thrown_in": True, "pot": self.chips_now.at("pot")}
            return DealResult(net, (), summary, details, carry)
        made = core.made()
        decl = core.declarer
        winners = (decl,) if made else tuple(s for s in range(3) if s != decl)
        tricks = core.won[decl]
        words = SUMMARY_MADE if made else SUMMARY_FAILED
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
                hidden |= sum(map(BIT.__getitem__, cards))
        if seat != core.declarer:
            hidden |= core.discards
        return hidden

    def card_zones(self) -> dict[str, CardSet]:
        core = self.core
        zones = {f"hand {s}": core.hands[s] for s in range(3)}
        for s in range(3):
            zones[f"to deal {s}"] = sum(sum(map(BIT.__getitem__, cards))
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

