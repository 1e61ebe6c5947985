"""One deal of Schnapsen: the core with the checks, the events, the history, the record and
the views."""

from __future__ import annotations

from typing import Any, Final

from cardtable.cards import (
    KING,
    SUIT_LETTERS,
    CardSet,
    card,
    card_str,
)
from cardtable.engine.action import PLAY, Action
from cardtable.engine.carry import Carry
from cardtable.engine.errors import OptionsError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.messages import CardRef, Message, SeatRef, SuitRef, Text
from cardtable.engine.state import DealResult, GameState, field_values
from cardtable.games.schnapsen.core import (
    ACTIONS,
    CORE_FIELDS,
    HIGHER,
    MOVE_OF_ID,
    SUIT,
    SUIT_MASK_OF,
    checked_deck,
    deal_core,
    move_of,
    pack_of,
    split,
)
from cardtable.games.schnapsen.options import Options, SchnapsenCarry
from cardtable.games.schnapsen.texts import (
    BAD_CARRY,
    BAD_TIE_BONUS,
    CLAIM_AFTER_TRICK,
    CLAIM_BEFORE_LEADING,
    CLAIM_IS_AUTOMATIC,
    CLOSE_TALON_TOO_SMALL,
    CLOSED_AND_WENT_OUT,
    CLOSER_FAILED,
    EXCHANGE_NEEDS_TRICK,
    EXCHANGE_TALON_TOO_SMALL,
    FALSE_CLAIM,
    FOLLOW_SUIT,
    HEAD_THE_TRICK,
    LAST_CLAIM_ONLY,
    LAST_TRICK,
    LEAD_KING_OR_QUEEN,
    LEAD_THE_KING,
    MARRIAGE_NEEDS_TRICK,
    MUST_TRUMP,
    NAME_THE_SUIT,
    NO_CLAIM_TO_DECLINE,
    NO_CLOSING,
    NO_MARRIAGE_AFTER_CLOSE,
    NO_PAIR,
    NO_SUCH_ACTION,
    NOBODY_SCORES,
    NOT_AFTER_MARRIAGE,
    NOT_HELD,
    NOT_IN_PACK,
    NOT_YOUR_CARD_TURN,
    ONE_MARRIAGE,
    ONLY_THE_LEADER,
    TALON_CLOSED,
    TALON_USED_UP,
    TIE,
    TO_CLOSE,
    TO_EXCHANGE,
    TO_MARRY,
    TWO_PLAYERS,
    WENT_OUT,
    WENT_OUT_FIRST,
    WENT_OUT_SCHWARZ,
    WINS,
    WINS_WITH_TIE_BONUS,
    C,
)
from cardtable.games.schnapsen.view import SchnapsenView

# The roles, in a sentence and at its start (index: seat == forehand): the engine's English
# for a seat (a SeatRef's role); the table says the person's name, or "you".
_ROLE: Final = (Text(C, "the dealer"), Text(C, "the forehand"))

_ROLE_AT_START: Final = (Text(C, "Dealer"), Text(C, "Forehand"))

_TRUMP_EVENTS: Final = tuple(Event("trump", -1, (c,), target=c // 13) for c in range(52))

OPEN, CLOSED, EXHAUSTED = 0, 1, 2

TALON_STATES: Final = ("open", "closed", "exhausted")

LEAD_STAGE, MARRIED_STAGE, FOLLOW_STAGE, _LAST_CLAIM, _OVER = range(5)

_PHASES: Final = ("lead", "marriage", "follow", "last claim", "over")

def _tie_bonus(carry: Carry) -> int:
    if type(carry) is Carry and carry.chips is None:
        return 0  # nothing carried
    if not isinstance(carry, SchnapsenCarry):
        raise RecordError(BAD_CARRY(carry=repr(carry)[:73]))  # 120 characters at most
    if carry.tie_bonus < 0 or carry.chips is not None:
        raise RecordError(BAD_TIE_BONUS(bonus=repr(carry.tie_bonus)))
    return carry.tie_bonus

class SchnapsenState(GameState[Options]):
    """One deal of Schnapsen: a :class:`SchnapsenCore` (``core``) and what the table needs
    besides the rules: the checks, the events, the history and what each seat has seen.

    The facts of the deal (``hands``, ``talon``, ``points`` …) are read from the core; the
    lists are the core's own, so a test may set up a position through them.
    """

    game_id = "schnapsen"

    def __init__(self, options: Options, dealer: int, deck: tuple[int, ...] | list[int],
                 carry: Carry | None = None) -> None:
        self.deck = checked_deck(options, dealer, deck)
        self.options = options
        self.num_seats = 2
        self.dealer = dealer
        self.forehand = 1 - dealer
        self.carry: Carry = carry if carry is not None else SchnapsenCarry()
        self.tie_bonus = _tie_bonus(self.carry)
        self.history: list[Action] = []
        forehand, dealt, trump_card, _ = split(self.deck)
        self.log: list[Event] = [Event("deal", self.forehand, forehand, private=True),
                                 Event("deal", dealer, dealt, private=True),
                                 _TRUMP_EVENTS[trump_card]]
        self.core = deal_core(options, dealer, self.deck)

    # --- the facts of the deal, read from the core ----------------------------------------
    @property
    def current_player(self) -> int:
        return self.core.current_player

    @property
    def is_over(self) -> bool:
        return self.core.is_over

    @property
    def hands(self) -> list[CardSet]:
        return self.core.hands

    @property
    def talon(self) -> tuple[int, ...]:
        """The talon left: the next card to draw first, the trump card last."""
        return self.core.talon

    @property
    def talon_size(self) -> int:
        return len(self.core.talon)

    @property
    def trump(self) -> int:
        return self.core.rules.trump

    @property
    def exchange_card(self) -> int:
        return self.core.rules.exchange_card

    @property
    def trump_card(self) -> int | None:
        """The card under the talon (face up while open), None once it has been drawn."""
        return self.core.talon[-1] if self.core.talon else None

    @property
    def talon_state(self) -> int:
        """OPEN, CLOSED or EXHAUSTED."""
        if self.core.closer >= 0:
            return CLOSED
        return OPEN if self.core.talon else EXHAUSTED

    @property
    def closer(self) -> int:
        return self.core.closer

    @property
    def snap_score(self) -> int:
        return self.core.snap_score

    @property
    def snap_trick(self) -> bool:
        return self.core.snap_trick

    @property
    def points(self) -> list[int]:
        """Card points of each seat (with the last-trick bonus)."""
        return self.core.points

    @property
    def tricks(self) -> list[int]:
        return self.core.tricks

    @property
    def credited(self) -> list[int]:
        return self.core.credited

    @property
    def pending(self) -> list[int]:
        return self.core.pending

    @property
    def leader(self) -> int:
        return self.core.leader

    @property
    def led(self) -> int:
        """The card led to the trick in play, or -1."""
        return self.core.lead

    @property
    def marriage_suit(self) -> int:
        """The suit announced in this lead window, or -1."""
        return self.core.married

    @property
    def last_winner(self) -> int:
        return self.core.last_winner

    @property
    def phase(self) -> int:
        core = self.core
        if core.is_over:
            return _OVER
        if core.lead >= 0:
            return FOLLOW_STAGE
        if core.married >= 0:
            return MARRIED_STAGE
        return LEAD_STAGE if core.hands[core.to_move] else _LAST_CLAIM

    def score(self, seat: int) -> int:
        """Card points plus credited marriages (rules §2.1 ``score``)."""
        return self.core.score(seat)

    # --- actions --------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return list(map(ACTIONS.__getitem__, self.core.moves()))

    def apply(self, action: Action | str) -> list[Event]:
        # The actions handed out by legal_actions come back here: check them by their move
        # (every other action takes the base class's way, which reads, checks and explains).
        move = MOVE_OF_ID.get(id(action))
        if move is not None and self.core.is_legal(move):
            return self._play(move)
        return super().apply(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        move = MOVE_OF_ID.get(id(action))
        return self._play(move_of(action) if move is None else move)

    def _apply(self, action: Action) -> list[Event]:
        return self._play(move_of(action))

    def _play(self, move: int) -> list[Event]:
        core = self.core
        events: list[Event] = []
        core.trace = events
        core.play(move)
        core.trace = None
        if core.is_over:
            w = core.winner
            events.append(Event("deal_over", w, value=core.game_points + self._bonus(w),
                                text=core.rule))
        self.history.append(ACTIONS[move])
        self.log += events
        return events

    # --- what the seats have seen (read from the log when asked: views are rarer than moves)
    def _seen(self) -> tuple[list[CardSet], list[CardSet], tuple[tuple[int, int, int], ...]]:
        """The cards of each seat's tricks, the cards publicly known to be in each hand and
        the marriages, worked out from the log (a read keeps nothing)."""
        won, known = [0, 0], [0, 0]
        marriages: list[tuple[int, int, int]] = []
        for e in self.log:
            kind = e.kind
            if kind == "play":
                known[e.seat] &= ~(1 << e.cards[0])
            elif kind == "trick":
                won[e.seat] |= (1 << e.cards[0]) | (1 << e.cards[1])
            elif kind == "draw" and not e.private:  # the face-up trump card, drawn last
                known[e.seat] |= 1 << e.cards[0]
            elif kind == "exchange":  # the former trump card
                known[e.seat] |= 1 << e.cards[1]
            elif kind == "marriage":  # the king and the queen
                known[e.seat] |= (1 << e.cards[0]) | (1 << e.cards[1])
                marriages.append((e.seat, e.target, e.value))
        return won, known, tuple(marriages)

    @property
    def won(self) -> list[CardSet]:
        """The cards of each seat's tricks."""
        return self._seen()[0]

    @property
    def known(self) -> list[CardSet]:
        """The cards publicly known to be in each hand (exchanged, shown, drawn face up)."""
        return self._seen()[1]

    @property
    def marriages(self) -> tuple[tuple[int, int, int], ...]:
        """The marriages announced: (seat, suit, 20 or 40), in order."""
        return self._seen()[2]

    def _bonus(self, winner: int) -> int:
        return self.tie_bonus if winner >= 0 else 0

    # --- the result -----------------------------------------------------------------------
    def result(self) -> DealResult:
        core = self.core
        if not core.is_over:
            raise RuntimeError("the deal is not over")
        w, rule = core.winner, core.rule
        why = self._why(rule)
        if w < 0:
            summary = NOBODY_SCORES(why=why, n=self.tie_bonus + 1)
            carry = SchnapsenCarry(tie_bonus=self.tie_bonus + 1)
            return DealResult((0, 0), (), summary, self._details(rule), carry)
        pts = core.game_points + self.tie_bonus
        role = SeatRef(w, _ROLE_AT_START[w == self.forehand]())
        if self.tie_bonus:
            summary = WINS_WITH_TIE_BONUS(role=role, n=pts, why=why, bonus=self.tie_bonus)
        else:
            summary = WINS(role=role, n=pts, why=why)
        points = (pts, 0) if w == 0 else (0, pts)
        return DealResult(points, (w,), summary, self._details(rule), SchnapsenCarry())

    def _why(self, rule: str) -> Message:
        """Why the deal ended as it did, in words (the winner is the sentence's subject)."""
        core = self.core
        w = core.winner
        o = 1 - w

        def role(seat: int) -> SeatRef:
            return SeatRef(seat, _ROLE[seat == self.forehand]())

        if rule == "R3":
            return WENT_OUT_FIRST(role=role(o))
        if rule == "R2" and core.rules.viennese:
            return CLOSED_AND_WENT_OUT[core.snap_trick](role=role(o), score=core.snap_score)
        if rule in ("R1", "R2"):
            if core.tricks[o] == 0:
                return WENT_OUT_SCHWARZ(score=core.score(w), role=role(o))
            return WENT_OUT(score=core.score(w), other=core.score(o))
        if rule == "R6":
            return FALSE_CLAIM(role=role(o), score=core.score(o))
        if rule == "R4":
            return CLOSER_FAILED(role=role(core.closer))
        if rule == "tie":
            return TIE()
        return LAST_TRICK(score=core.score(w), other=core.score(o))  # R5

    def _details(self, rule: str) -> dict[str, Any]:
        core = self.core
        return {"rule": rule, "card_points": list(core.points),
                "scores": [core.score(0), core.score(1)], "tricks": list(core.tricks),
                "marriages": [[s, SUIT_LETTERS[x], v] for s, x, v in self.marriages],
                "pending": list(core.pending), "closer": core.closer,
                "forehand": self.forehand}

    # --- copies, keys, zones, views -------------------------------------------------------
    def clone(self) -> SchnapsenState:
        new = _new_state(SchnapsenState)
        new.deck, new.options, new.num_seats = self.deck, self.options, self.num_seats
        new.dealer, new.forehand, new.carry = self.dealer, self.forehand, self.carry
        new.tie_bonus = self.tie_bonus
        new.history = self.history[:]
        new.log = self.log[:]
        new.core = self.core.clone()
        return new

    def key(self) -> tuple[Any, ...]:
        """Every field (the cards won and known are the log's: see ``snapshot``)."""
        c = self.core
        return (self.dealer, self.forehand, self.tie_bonus, c.rules.trump,
                field_values(c, CORE_FIELDS))

    def card_zones(self) -> dict[str, CardSet]:
        c, won = self.core, self.won
        return {"hand 0": c.hands[0], "hand 1": c.hands[1],
                "talon": sum(1 << x for x in c.talon),
                "trick": (1 << c.lead) if c.lead >= 0 else 0, "won 0": won[0], "won 1": won[1]}

    def _opponent_known(self, seat: int, known: list[CardSet] | None = None) -> CardSet:
        opp = 1 - seat
        if self.talon_state == EXHAUSTED:
            return self.core.hands[opp]  # every other card is seen or in one's own hand
        return (self.known if known is None else known)[opp]

    def secret_cards(self, seat: int) -> CardSet:
        face_down = sum(1 << c for c in self.core.talon[:-1])
        return (self.core.hands[1 - seat] & ~self._opponent_known(seat)) | face_down

    def view(self, seat: int) -> SchnapsenView:
        c = self.core
        won, known, marriages = self._seen()
        opp = 1 - seat
        trick = ((c.leader, c.lead),) if c.lead >= 0 else ()
        snapshot = (c.snap_score, c.snap_trick) if c.closer >= 0 else None
        current = c.current_player
        return SchnapsenView(
            seat=seat, num_seats=2, dealer=self.dealer, current_player=current,
            hand=c.hands[seat], hand_sizes=(c.hands[0].bit_count(), c.hands[1].bit_count()),
            trick=trick, legal=tuple(self.legal_actions()) if seat == current else (),
            is_over=c.is_over, events=self.events_for(seat),
            forehand=self.forehand, trump=c.rules.trump, trump_card=self.trump_card,
            talon_size=len(c.talon), talon_state=TALON_STATES[self.talon_state],
            closer=c.closer, close_snapshot=snapshot, card_points=c.points[seat],
            score=c.score(seat), pending=c.pending[seat],
            tricks=(c.tricks[0], c.tricks[1]),
            opponent_score=c.score(opp) if self.options.show_scores else None,
            marriages=marriages, marriage_suit=c.married,
            opponent_known=self._opponent_known(seat, known),
            played=won[0] | won[1] | ((1 << c.lead) if c.lead >= 0 else 0),
            won=(won[0], won[1]), last_trick_winner=c.last_winner,
            phase=_PHASES[self.phase])

    # --- explaining refusals --------------------------------------------------------------
    def why_illegal(self, action: Action) -> Message:
        if self.is_over:
            return super().why_illegal(action)
        if self.phase == _LAST_CLAIM and action.kind not in ("claim", "decline"):
            return LAST_CLAIM_ONLY()
        why = {PLAY: self._why_not_play, "exchange": self._why_not_exchange,
               "close": self._why_not_close, "marry": self._why_not_marry,
               "claim": self._why_not_claim}.get(action.kind)
        if why is not None:
            return why(action)
        if action.kind == "decline":
            return NO_CLAIM_TO_DECLINE()
        return NO_SUCH_ACTION(kind=repr(action.kind))

    def _why_not_play(self, action: Action) -> Message:
        c = action.card
        if c is None or not 0 <= c < 52 or not pack_of(self.options) >> c & 1:
            return NOT_IN_PACK()
        if not self.hands[self.current_player] >> c & 1:
            return NOT_HELD(card=CardRef(c))
        if self.phase == MARRIED_STAGE:
            suit = SuitRef(self.marriage_suit, plural=True)
            if self.options.marriage_lead_card == "king_only":
                return LEAD_THE_KING(suit=suit)
            return LEAD_KING_OR_QUEEN(suit=suit)
        led = self.led
        if self.phase != FOLLOW_STAGE or led < 0:
            return NOT_YOUR_CARD_TURN()
        hand = self.hands[self.current_player]
        if hand & SUIT_MASK_OF[led] & HIGHER[led]:
            return HEAD_THE_TRICK(suit=SuitRef(SUIT[led]), led=card_str(led))
        if hand & SUIT_MASK_OF[led]:
            return FOLLOW_SUIT(suit=SuitRef(SUIT[led]))
        return MUST_TRUMP(suit=SuitRef(SUIT[led], plural=True),
                           trump=SuitRef(self.trump, plural=True))

    def _not_on_lead(self, what: Text) -> Message | None:
        if self.phase == FOLLOW_STAGE:
            return ONLY_THE_LEADER(what=what())
        if self.phase == MARRIED_STAGE:
            return NOT_AFTER_MARRIAGE(what=what())
        return None

    def _talon_gone(self) -> Message | None:
        if self.talon_state == CLOSED:
            return TALON_CLOSED()
        if self.talon_state == EXHAUSTED:
            return TALON_USED_UP()
        return None

    def _why_not_exchange(self, action: Action) -> Message:
        why = self._not_on_lead(TO_EXCHANGE) or self._talon_gone()
        if why:
            return why
        o, p = self.options, self.leader
        if not self.hands[p] >> self.exchange_card & 1:
            return NOT_HELD(card=CardRef(self.exchange_card))
        if self.talon_size < o.exchange_min_talon:
            return EXCHANGE_TALON_TOO_SMALL(n=o.exchange_min_talon)
        return EXCHANGE_NEEDS_TRICK()

    def _why_not_close(self, action: Action) -> Message:
        if not self.options.closing_enabled:
            return NO_CLOSING()
        why = self._not_on_lead(TO_CLOSE) or self._talon_gone()
        if why:
            return why
        return CLOSE_TALON_TOO_SMALL(n=self.options.close_min_talon)

    def _why_not_marry(self, action: Action) -> Message:
        if self.phase == MARRIED_STAGE:
            return ONE_MARRIAGE()
        why = self._not_on_lead(TO_MARRY)
        if why:
            return why
        s = action.suit
        if s is None:
            return NAME_THE_SUIT()
        hand, king = self.hands[self.leader], card(s, KING)
        if not (hand >> king & 1 and hand >> (king - 1) & 1):
            return NO_PAIR(suit=SuitRef(s, plural=True))
        if self.talon_state != OPEN and not self.options.marriages_after_close:
            return NO_MARRIAGE_AFTER_CLOSE()
        return MARRIAGE_NEEDS_TRICK()

    def _why_not_claim(self, action: Action) -> Message:
        if self.options.claim_mode == "auto":
            return CLAIM_IS_AUTOMATIC()
        if self.phase == MARRIED_STAGE and not self.options.claim_after_marriage:
            return CLAIM_AFTER_TRICK()
        return CLAIM_BEFORE_LEADING()

_new_state = object.__new__

def new_deal(options: Options, num_seats: int, dealer: int, deck: Any,
             carry: Carry) -> SchnapsenState:
    """The deal factory of the registry: an explicit pack order, ``deck[0]`` on top."""
    if num_seats != 2:
        raise OptionsError(TWO_PLAYERS(n=str(num_seats)[:12]))
    return SchnapsenState(options, dealer, tuple(deck), carry)

