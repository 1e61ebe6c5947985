"""One deal of Tippen: the core with the checks, the events, the history, the record and
the views."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final

from cardtable.cards import (
    HIDDEN,
    PACK_32,
    SUIT_MASKS,
    CardSet,
    card_list,
)
from cardtable.engine.action import PLAY, Action, well_formed
from cardtable.engine.carry import Carry
from cardtable.engine.chips import Chips
from cardtable.engine.errors import IllegalActionError, OptionsError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.messages import CardRef, Message, SeatRef, SuitRef
from cardtable.engine.state import DealResult, GameState, field_values
from cardtable.games.tippen.core import (
    ACTIVE,
    CORE_FIELDS,
    CUTTING,
    DECLARING,
    DISCARDING,
    DROPPED,
    FACE_DOWN,
    FACE_UP,
    KNOCKING,
    OVER,
    PLAYING,
    ROBBING,
    SHOVING,
    SNIFF_ALV,
    SNIFF_NAMES,
    SNIFFING,
    TippenCore,
    chips_of,
)
from cardtable.games.tippen.options import Options, TippenCarry
from cardtable.games.tippen.rules import ABOVE, PACK, action_of, move_of, rules_of
from cardtable.games.tippen.texts import (
    ALL_PASS,
    BETE,
    DOUBLE_BETE,
    DROPPED_TEXT,
    NEXT_POT,
    PARTS,
    SOLE,
    TOOK,
    WHY_CUT,
    WHY_DECLARE,
    WHY_DISCARD,
    WHY_EXCHANGE,
    WHY_FOLLOW,
    WHY_FORCED,
    WHY_HEAD,
    WHY_KNOCK,
    WHY_LEAD_TRUMP,
    WHY_NO_DROP,
    WHY_NOT_HELD,
    WHY_OVERTRUMP,
    WHY_PLAY,
    WHY_ROB,
    WHY_SHOVE,
    WHY_SHOVED_ROUND,
    WHY_SNIFF,
    WHY_SNIFFER,
    WHY_TRUMP,
)
from cardtable.games.tippen.view import TippenView


def seats_for(options: Options) -> tuple[int, ...]:
    """3-5 players with the exchange (the talon must cover it), 3-6 without (§1.2)."""
    return (3, 4, 5) if options.exchange else (3, 4, 5, 6)

PACK_LIST: Final = tuple(card_list(PACK_32))

def shown_absent(c: int, trick: Sequence[int], best: int, trump: int, strict: bool,
                 trick_no: int, active: int, trump_leads: bool, earlier: CardSet) -> CardSet:
    """The cards a player shows he does not hold by playing ``c`` under the duties of §3:
    had he held one, ``c`` would not have been legal. ``trick`` holds the cards played before
    his; ``earlier`` the cards he played to earlier tricks (for the trick-2 lead duty)."""
    if not trick:
        if not trump_leads or c // 13 == trump:
            return 0
        if trick_no == 0 and active >= 3:
            return SUIT_MASKS[trump]
        if trick_no == 1 and earlier & SUIT_MASKS[trump]:
            return SUIT_MASKS[trump]  # held two trumps at trick 1 only if the last is one
        return 0
    led = trick[0] // 13
    led_mask = SUIT_MASKS[led]
    trump_mask = SUIT_MASKS[trump]
    trumped = best // 13 == trump and led != trump
    if c // 13 == led:
        return ABOVE[best] if strict and not trumped and not c > best else 0
    if not strict:
        return led_mask | (0 if trumped or c // 13 == trump else trump_mask)
    if c // 13 == trump:
        return led_mask | (ABOVE[best] if best // 13 == trump and c < best else 0)
    return led_mask | trump_mask

PHASE_NAMES: Final = ("shove", "cut", "knock", "sniff", "discard", "declare", "exchange", "rob",
                      "play", "over")

STATUS_NAMES: Final = ("waiting", "active", "passed", "dropped")

TRUMP_STATES: Final = ("none", "face_down", "face_up", "taken", "robbed")

class TippenState(GameState[Options]):
    """One deal of Tippen, from the ante to the settlement.

    ``dealer`` is the dealer the deal was due to (what the record keeps); the dealer after
    shoves and Hupf moves is ``core.dealer`` (and the views' ``dealer``).
    """

    game_id: ClassVar[str] = "tippen"

    def __init__(self, options: Options, num_seats: int, dealer: int, deck: Sequence[int],
                 carry: Carry) -> None:
        if num_seats not in seats_for(options):
            counts = ", ".join(map(str, seats_for(options)))
            raise OptionsError(f"Tippen with these rules is played by {counts} players, "
                               f"not {str(num_seats)[:12]}")
        if not isinstance(dealer, int) or not 0 <= dealer < num_seats:
            raise RecordError(f"dealer {str(dealer)[:12]} is not a seat of {num_seats}")
        deck = tuple(deck)
        if (len(deck) != 32 or any(type(c) is not int for c in deck)
                or sorted(deck) != list(PACK_LIST)):
            raise RecordError("the deck is not the 32-card pack, each card exactly once")
        chips = chips_of(carry, options, num_seats)
        self.options = options
        self.num_seats = num_seats
        self.dealer = dealer
        self.deck = deck
        self.carry = carry
        self.history = []
        self.log = []
        self.public = 0  # cards every seat has seen
        self.seen = [0] * num_seats  # cards each seat saw besides those
        self.excluded = [0] * num_seats
        self.played_by = [0] * num_seats
        self.exchanged = [-1] * num_seats
        self.robber = -1
        trace: list[Event] = []
        self.core = TippenCore(rules_of(options), num_seats, dealer, deck, chips.balances,
                               chips.at("pot"), trace)
        self.core.trace = None
        self._absorb(trace)
        self._legal = tuple(map(action_of, self.core.moves()))  # made after each move

    def clone(self) -> TippenState:
        c = TippenState.__new__(TippenState)
        c.options, c.num_seats, c.dealer, c.deck, c.carry = (
            self.options, self.num_seats, self.dealer, self.deck, self.carry)
        c.history, c.log = self.history[:], self.log[:]
        c.public, c.seen, c.excluded = self.public, self.seen[:], self.excluded[:]
        c.played_by, c.exchanged, c.robber = self.played_by[:], self.exchanged[:], self.robber
        c._legal = self._legal
        c.core = self.core.clone()
        return c

    # --- the contract ------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.core.current_player

    @property
    def is_over(self) -> bool:
        return self.core.phase == OVER

    def legal_actions(self) -> list[Action]:
        return [*self._legal]

    def key(self) -> tuple[Any, ...]:
        return (self.dealer, field_values(self.core, CORE_FIELDS), len(self.history),
                self.public, tuple(self.seen), tuple(self.excluded), tuple(self.played_by),
                tuple(self.exchanged), self.robber, self._legal)

    def chips(self) -> Chips:
        return self.core.chips()

    def apply(self, action: Action | str) -> list[Event]:
        """As the base class, checking the action by its move (no list of actions built)."""
        if isinstance(action, str):
            action = self.parse_action(action)
        legal = self._legal
        for a in legal:
            if a is action:  # one of the actions handed out: well formed and legal
                return self.apply_unchecked(action)
        if well_formed(action) is not None:
            return super().apply(action)  # refuses it with the reason
        if action not in legal:
            raise IllegalActionError(action, self.why_illegal(action))
        return self.apply_unchecked(action)

    def _apply(self, action: Action) -> list[Event]:
        core = self.core
        m = move_of(action)
        if core.phase == PLAYING:
            self._infer(core.to_act, m)
        trace: list[Event] = []
        core.trace = trace
        try:
            core.play(m)
        finally:
            core.trace = None
        self._absorb(trace, keep=False)
        self._legal = tuple(map(action_of, core.moves()))
        return trace

    def _infer(self, seat: int, c: int) -> None:
        """What playing ``c`` shows every other seat (§3's duties), and who played what."""
        core = self.core
        self.excluded[seat] |= shown_absent(
            c, core.trick, core.best, core.trump, core.rules.strict, core.trick_no,
            core.n_active, core.rules.trump_leads, self.played_by[seat])
        self.played_by[seat] |= 1 << c

    def _absorb(self, events: list[Event], keep: bool = True) -> None:
        """Note who saw which cards, and the public facts the views show."""
        seen = self.seen
        for e in events:
            if e.kind == "exchange":
                self.exchanged[e.seat] = e.value
            elif e.kind == "rob":
                self.robber = e.seat
            if not e.cards:
                continue
            mask = 0
            for c in e.cards:
                if c >= 0:
                    mask |= 1 << c
            if not e.private:
                self.public |= mask
            elif e.audience:
                for s in range(self.num_seats):
                    if e.audience >> s & 1:
                        seen[s] |= mask
            elif e.seat >= 0:
                seen[e.seat] |= mask
        if keep:
            self.log.extend(events)

    def apply_unchecked(self, action: Action) -> list[Event]:
        events = self._apply(action)
        self.history.append(action)
        self.log.extend(events)
        return events

    def secret_cards(self, seat: int) -> CardSet:
        return PACK & ~(self.core.hands[seat] | self.public | self.seen[seat])

    def card_zones(self) -> dict[str, CardSet]:
        core = self.core
        if core.phase in (SHOVING, CUTTING):
            return {"pack": PACK}
        zones = {f"hand{s}": h for s, h in enumerate(core.hands)}
        talon = 0
        for c in core.talon:
            talon |= 1 << c
        lying = core.trump_state in (FACE_DOWN, FACE_UP)
        zones.update(face_down=core.face_down, talon=talon, dead=core.dead,
                     played=core.played, trump_card=1 << core.trump_card if lying else 0)
        return zones

    # --- the view ------------------------------------------------------------------------------
    def view(self, seat: int) -> TippenView:
        core = self.core
        n = self.num_seats
        cp = core.current_player
        knows = self.public | self.seen[seat]
        tc = core.trump_card
        trick: tuple[tuple[int, int], ...] = ()
        if core.trick:
            s, pairs = core.leader, []
            for c in core.trick:
                pairs.append((s, c))
                s = core.next_active[s]
            trick = tuple(pairs)
        return TippenView(
            seat=seat, num_seats=n, dealer=core.dealer, current_player=cp,
            hand=core.hands[seat], hand_sizes=tuple(h.bit_count() for h in core.hands),
            trick=trick, legal=tuple(self.legal_actions()) if seat == cp else (),
            is_over=core.phase == OVER, events=self.events_for(seat), chips=core.chips(),
            phase=PHASE_NAMES[core.phase], cutter=(core.dealer - 1) % n, shoves=core.shoves,
            stake=core.rules.stake, trump=core.trump,
            trump_card=tc if tc >= 0 and knows >> tc & 1 else HIDDEN,
            trump_state=TRUMP_STATES[core.trump_state], face_down=core.face_down.bit_count(),
            knocked=core.knocked, sniffed=SNIFF_NAMES[core.sniffed],
            status=tuple(STATUS_NAMES[x] for x in core.status), exchanged=tuple(self.exchanged),
            robber=self.robber, talon_size=len(core.talon), dead_count=core.dead.bit_count(),
            dead_known=core.dead & knows, played=tuple(self.played_by),
            excluded=tuple(self.excluded), tricks_won=tuple(core.tricks),
            tricks_done=core.trick_no, playing_pot=core.P, bete_unit=core.B,
            carry_in=core.carry_in, bare=core.bare, forced=core.forced, outcome=core.outcome)

    # --- the result ------------------------------------------------------------------------------
    def result(self) -> DealResult:
        core = self.core
        if core.phase != OVER:
            raise RuntimeError("the deal is not over")
        n = self.num_seats
        points = tuple(core.value(s) for s in range(n))
        best = max(points)
        winners = tuple(s for s in range(n) if points[s] == best) if best > 0 else ()
        details = {"outcome": core.outcome, "dealer": core.dealer,
                   "next_dealer": (core.dealer + 1) % n, "tricks": tuple(core.tricks),
                   "pot": core.P, "bete": core.B, "carry": core.pot}
        return DealResult(points, winners, self._summary(), details,
                          TippenCarry(chips=core.chips()))

    def _summary(self) -> Message:
        core = self.core
        parts: list[Message] = []
        for s in core.order:
            if core.status[s] == DROPPED:
                parts.append(DROPPED_TEXT(seat=SeatRef(s), chips=core.B))
        if core.outcome == "all_pass":
            parts.append(ALL_PASS())
        elif core.outcome == "sole":
            w = next(s for s in core.order if core.status[s] == ACTIVE)
            parts.append(SOLE(seat=SeatRef(w), chips=core.P))
        else:
            share = core.P // 3
            for s in core.order:
                t = core.tricks[s]
                if core.status[s] == ACTIVE and t:
                    parts.append(TOOK(seat=SeatRef(s), n=t, chips=share * t))
            for s in core.order:
                if core.status[s] == ACTIVE:
                    m = core.penalty_multiple(s, core.tricks[s])
                    if m:
                        text = DOUBLE_BETE if m == 2 else BETE
                        parts.append(text(seat=SeatRef(s), chips=m * core.B))
        parts.append(NEXT_POT(chips=core.pot))
        return PARTS(parts=tuple(parts))

    # --- refusals --------------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> Message:
        core = self.core
        if core.phase == OVER:
            return super().why_illegal(action)
        kind, ph = action.kind, core.phase
        hand = core.hands[core.to_act]
        if ph == PLAYING:
            if kind != PLAY or action.card is None:
                return WHY_PLAY()
            return self._why_card(action.card)
        if ph == SHOVING:
            return WHY_SHOVED_ROUND() if kind == "shove" else WHY_SHOVE()
        if ph == CUTTING:
            return WHY_CUT()
        if ph == KNOCKING:
            return WHY_KNOCK()
        if ph == SNIFFING:
            return WHY_SNIFF()
        if ph == ROBBING:
            return WHY_ROB()
        if ph == DISCARDING:
            if kind == "discard" and action.card is not None and not hand >> action.card & 1:
                return WHY_NOT_HELD(card=CardRef(action.card))
            return WHY_DISCARD()
        if ph == DECLARING:
            if core.to_act == core.dealer and core.sniffed == SNIFF_ALV:
                return WHY_SNIFFER()
            if kind == "drop_out":
                return WHY_NO_DROP()
            return WHY_FORCED() if core.forced and kind == "pass" else WHY_DECLARE()
        if kind == "exchange":  # EXCHANGING
            stray = action.card_set & ~hand
            if stray:
                return WHY_NOT_HELD(card=CardRef(stray.bit_length() - 1))
        return WHY_EXCHANGE(n=min(3, len(core.talon)))

    def _why_card(self, c: int) -> Message:
        core = self.core
        hand = core.hands[core.to_act]
        if not 0 <= c < 52 or not hand >> c & 1:
            return WHY_NOT_HELD(card=CardRef(c)) if 0 <= c < 52 else WHY_PLAY()
        if not core.trick:
            return WHY_LEAD_TRUMP()
        led, best, trump = core.trick[0] // 13, core.best, core.trump
        if hand & SUIT_MASKS[led]:
            if c // 13 == led:
                return WHY_HEAD(suit=SuitRef(led))
            return WHY_FOLLOW(suit=SuitRef(led))
        if c // 13 == trump:
            return WHY_OVERTRUMP()
        if best // 13 == trump and core.rules.strict and hand & SUIT_MASKS[trump] & ABOVE[best]:
            return WHY_OVERTRUMP()
        return WHY_TRUMP()

