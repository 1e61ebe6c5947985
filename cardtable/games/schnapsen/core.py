"""Schnapsen's rules core: ints and bitmasks, int moves, no checks, no history; what the
search plays on and the state wraps; and the move codec."""

from __future__ import annotations

from typing import Any, Final

from cardtable.cards import (
    ACE,
    JACK,
    KING,
    NINE,
    PACK_20,
    PACK_24,
    QUEEN,
    SUIT_MASKS,
    TEN,
    CardSet,
    card,
    card_list,
)
from cardtable.engine.action import PLAY, Action
from cardtable.engine.carry import Carry
from cardtable.engine.errors import IllegalActionError, OptionsError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.options import validate_options
from cardtable.engine.state import TERMINAL
from cardtable.games.schnapsen.options import Options
from cardtable.games.schnapsen.texts import (
    BAD_DEALER,
    NOT_A_MOVE,
    NOT_OPTIONS,
    NOT_THE_PACK,
    TWO_PLAYERS,
)

_POINTS_OF_RANK: Final = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2, NINE: 0}

_ORDER: Final = (NINE, JACK, QUEEN, KING, TEN, ACE)  # low to high inside a suit

POINTS: Final[tuple[int, ...]] = tuple(_POINTS_OF_RANK.get(c % 13 + 2, 0) for c in range(52))

# The rank of each card inside its suit (rules §1.3): 0 the nine … 5 the ace; -1 off the pack.
STRENGTH: Final[tuple[int, ...]] = tuple(
    _ORDER.index(c % 13 + 2) if c % 13 + 2 in _ORDER else -1 for c in range(52))

def _higher(c: int) -> CardSet:
    """The cards of c's suit (24-card pack) that beat c (none for a card off the pack)."""
    if STRENGTH[c] < 0:
        return 0
    return sum(1 << d for d in range(52) if d // 13 == c // 13 and STRENGTH[d] > STRENGTH[c])

HIGHER: Final[tuple[CardSet, ...]] = tuple(_higher(c) for c in range(52))

SUIT: Final[tuple[int, ...]] = tuple(c // 13 for c in range(52))

SUIT_MASK_OF: Final[tuple[CardSet, ...]] = tuple(SUIT_MASKS[c // 13] for c in range(52))

KINGS: Final[tuple[int, ...]] = tuple(card(s, KING) for s in range(4))

QUEENS: Final[tuple[int, ...]] = tuple(card(s, QUEEN) for s in range(4))

QUEEN_BITS: Final = sum(1 << q for q in QUEENS)  # a king is its queen + 1 as an int

_BIT: Final = tuple(1 << c for c in range(54))

EXCHANGE: Final = 64

CLOSE: Final = 65

CLAIM: Final = 66

DECLINE: Final = 67

MARRY: Final = 68  # + suit

# Actions are immutable values: the one of each move is made once and handed out everywhere.
ACTIONS: Final[dict[int, Action]] = {
    **{c: Action(PLAY, card=c) for c in range(52)}, EXCHANGE: Action("exchange"),
    CLOSE: Action("close"), CLAIM: Action("claim"), DECLINE: Action("decline"),
    **{MARRY + s: Action("marry", suit=s) for s in range(4)}}

_MOVE_OF: Final[dict[Action, int]] = {a: m for m, a in ACTIONS.items()}

# The same by identity: the actions handed out by ``legal_actions`` come back to ``apply``,
# and a dict of ints is much quicker than hashing a dataclass (the engine's inner loop).
MOVE_OF_ID: Final[dict[int, int]] = {id(a): m for a, m in _MOVE_OF.items()}

def move_of(action: Action) -> int:
    """The core's move of an action; IllegalActionError for an action Schnapsen does not have."""
    move = _MOVE_OF.get(action) if isinstance(action, Action) else None
    if move is None:
        raise IllegalActionError(repr(action)[:60], NOT_A_MOVE(action=repr(action)[:60]))
    return move

def action_of(move: int) -> Action:
    """The action of one of the core's moves (the same object every time);
    IllegalActionError for a number that is not one."""
    action = ACTIONS.get(move)
    if action is None:
        raise IllegalActionError(move, NOT_A_MOVE(action=repr(move)[:20]))
    return action

_PLAY_EVENTS: Final = tuple(tuple(Event("play", s, (c,)) for c in range(52)) for s in (0, 1))

_DRAW_EVENTS: Final = tuple(tuple(Event("draw", s, (c,), private=True) for c in range(52))
                            for s in (0, 1))

_SHOWN_DRAW_EVENTS: Final = tuple(tuple(Event("draw", s, (c,)) for c in range(52))
                                  for s in (0, 1))  # the face-up trump card, drawn last

_trick_events: dict[int, Event] = {}

def _trick_event(w: int, led: int, c: int, value: int) -> Event:
    """A trick event, made once per (winner, led, followed): events are immutable values."""
    key = w << 12 | led << 6 | c
    event = _trick_events.get(key)
    if event is None:
        event = _trick_events[key] = Event("trick", w, (led, c), value)
    return event

def game_points(opponent_tricks: int, opponent_score: int) -> int:
    """Game points for going out against an opponent's tricks and credited score (R1 table).

    >>> [game_points(0, 0), game_points(1, 32), game_points(2, 33), game_points(3, 65)]
    [3, 2, 1, 1]
    """
    if opponent_tricks == 0:  # schwarz: no trick (not "no points": a 9-9 trick is worth 0)
        return 3
    return 2 if opponent_score < 33 else 1

def pack_of(options: Options, num_seats: int = 2) -> CardSet:
    return PACK_24 if options.deck == "sixty_six" else PACK_20

_validated: set[Options] = set()

_last_validated: list[Options | None] = [None]

def _check_options(options: Any) -> None:
    if options is _last_validated[0]:  # the usual case: deal after deal with one options
        return
    if not isinstance(options, Options):
        raise OptionsError(NOT_OPTIONS(type=type(options).__name__))
    if options not in _validated:
        validate_options(options)
        _validated.add(options)
    _last_validated[0] = options

class Rules:
    """The options of a deal as the core reads them, with its trump suit (shared by cores)."""

    __slots__ = ("auto_claim", "claim_after_marriage", "close_min_talon", "closing",
                 "credit_at_once", "exchange_card", "exchange_min_talon",
                 "exchange_requires_trick", "king_only", "last_trick_bonus",
                 "marriage_on_first_lead", "marriages_after_close", "mirror_penalty",
                 "tie_carry", "trump", "viennese")

    def __init__(self, options: Options, trump: int) -> None:
        self.trump = trump
        self.exchange_card = card(trump, NINE if options.deck == "sixty_six" else JACK)
        self.exchange_requires_trick = options.exchange_requires_trick
        self.exchange_min_talon = options.exchange_min_talon
        self.closing = options.closing_enabled
        self.close_min_talon = options.close_min_talon
        self.marriage_on_first_lead = options.marriage_on_first_lead
        self.marriages_after_close = options.marriages_after_close
        self.king_only = options.marriage_lead_card == "king_only"
        self.credit_at_once = options.marriage_points_timing == "credit_when_has_trick"
        self.auto_claim = options.claim_mode == "auto"
        self.claim_after_marriage = options.claim_after_marriage
        self.viennese = options.closing_scoring == "viennese"
        self.mirror_penalty = options.false_claim_penalty == "mirror"
        self.last_trick_bonus = options.last_trick_bonus
        self.tie_carry = options.tie_65 == "carry"

_rules: dict[tuple[Options, int], Rules] = {}

def rules_for(options: Options, trump: int) -> Rules:
    """The core's rules for these options and trump suit, made once."""
    rules = _rules.get((options, trump))
    if rules is None:
        _check_options(options)
        rules = _rules[options, trump] = Rules(options, trump)
    return rules

class SchnapsenCore:
    """One deal with every card placed: the rules of rules §2–3.1 and nothing else.

    ``hands`` are bitmasks; ``talon`` is what is left of it, the next card to draw first and
    the trump card (face up while the talon is open) last. ``lead`` is the card led to the
    trick in play (-1 before the lead), ``married`` the suit announced in this lead window
    (-1 if none). A deal is over when ``is_over``: ``winner`` (-1 for nobody) scores
    ``game_points`` by ``rule`` ("R1" … "R6", "tie"); the tie bonus a match carries is the
    state's business, not the core's. ``trace``: None, or a list that ``play`` appends the
    events of the move to (the state sets a fresh one around each move, as every core's).
    """

    __slots__ = ("closer", "credited", "game_points", "hands", "is_over", "last_winner", "lead",
                 "leader", "married", "pending", "points", "rule", "rules", "snap_score",
                 "snap_trick", "talon", "to_move", "trace", "tricks", "winner")

    def __init__(self, rules: Rules, hands: list[CardSet], talon: tuple[int, ...],
                 leader: int) -> None:
        self.rules = rules
        self.hands = hands
        self.talon = talon
        self.closer = -1  # who closed the talon
        self.snap_score = 0  # the non-closer's score at closing
        self.snap_trick = False  # whether the non-closer had won a trick at closing
        self.points = [0, 0]  # card points of the tricks won (and the last-trick bonus)
        self.tricks = [0, 0]
        self.credited = [0, 0]  # marriage points that count
        self.pending = [0, 0]  # marriage points waiting for a won trick
        self.leader = leader
        self.to_move = leader
        self.lead = -1
        self.married = -1
        self.last_winner = -1
        self.is_over = False
        self.winner = -1
        self.game_points = 0
        self.rule = ""
        self.trace: list[Event] | None = None

    def clone(self) -> SchnapsenCore:
        """An independent copy, untraced."""
        c = _new_core(SchnapsenCore)
        c.rules, c.hands, c.talon = self.rules, self.hands[:], self.talon
        c.closer, c.snap_score, c.snap_trick = self.closer, self.snap_score, self.snap_trick
        c.points, c.tricks = self.points[:], self.tricks[:]
        c.credited, c.pending = self.credited[:], self.pending[:]
        c.leader, c.to_move, c.lead, c.married = self.leader, self.to_move, self.lead, self.married
        c.last_winner, c.is_over, c.winner = self.last_winner, self.is_over, self.winner
        c.game_points, c.rule, c.trace = self.game_points, self.rule, None
        return c

    # --- facts ----------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return TERMINAL if self.is_over else self.to_move

    @property
    def trump(self) -> int:
        return self.rules.trump

    @property
    def talon_open(self) -> bool:
        return self.closer < 0 and len(self.talon) > 0

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    def score(self, seat: int) -> int:
        """Card points plus the marriages that count (rules §2.1)."""
        return self.points[seat] + self.credited[seat]

    def value(self, seat: int) -> int:
        """Signed game points of a finished deal for ``seat`` (0 for nobody or unfinished)."""
        if self.winner < 0:
            return 0
        return self.game_points if self.winner == seat else -self.game_points

    def key(self) -> tuple[Any, ...]:
        """Equal for positions whose rest of the deal is the same (a search's table key).

        It leaves out what cannot change the rest: how many tricks beyond the first, who won
        the last one (the leader, when there was one), the cards of the tricks. The trump
        suit is in it: a solver's table outlives a deal.
        """
        return (self.rules.trump, self.hands[0], self.hands[1], self.talon, self.closer,
                self.snap_score, self.snap_trick, self.points[0], self.points[1],
                self.tricks[0] > 0, self.tricks[1] > 0, self.credited[0], self.credited[1],
                self.pending[0], self.pending[1], self.to_move, self.lead, self.married)

    # --- legal moves (rules §2.2) ---------------------------------------------------------
    def moves(self) -> list[int]:
        """Every legal move in a fixed order: exchange, close, marriages, claim, then the
        cards, lowest first (after an announcement: the cards, then the claim)."""
        if self.is_over:
            return []
        if self.lead >= 0:
            return list(_cards(self.follow_cards()))
        p, rules = self.to_move, self.rules
        if self.married >= 0:
            moves = list(_cards(self.playable()))
            if not rules.auto_claim and rules.claim_after_marriage and self.tricks[p]:
                moves.append(CLAIM)
            return moves
        hand = self.hands[p]
        if not hand:  # manual claims: the cards are played out, the last trick's winner decides
            return [CLAIM, DECLINE]
        moves = []
        if self.closer < 0 and self.talon:
            if self.can_exchange():
                moves.append(EXCHANGE)
            if rules.closing and len(self.talon) >= rules.close_min_talon:
                moves.append(CLOSE)
        pairs = self.marriage_queens()
        while pairs:
            low = pairs & -pairs
            moves.append(MARRY + SUIT[low.bit_length() - 1])
            pairs ^= low
        if self.last_winner == p and not rules.auto_claim:
            moves.append(CLAIM)
        moves += _cards(hand)
        return moves

    def is_legal(self, move: int) -> bool:
        """Whether ``move`` is one of :meth:`moves` (a card is checked without listing them)."""
        if 0 <= move < 52:
            return bool(self.playable() >> move & 1)
        return move in self.moves()

    def playable(self) -> CardSet:
        """The cards the seat to move may play now."""
        if self.is_over:
            return 0
        if self.lead >= 0:
            return self.follow_cards()
        if self.married >= 0:  # the king or the queen of the marriage (or the king only)
            king = KINGS[self.married]
            return 1 << king if self.rules.king_only else 3 << (king - 1)
        return self.hands[self.to_move]

    def follow_cards(self) -> CardSet:
        """The cards the follower may play: any while the talon is open, else follow and
        head the trick, else trump, else any card (rules §2.2 FOLLOW)."""
        hand = self.hands[self.to_move]
        if self.closer < 0 and self.talon:
            return hand
        led = self.lead
        same = hand & SUIT_MASK_OF[led]
        if same:
            return (same & HIGHER[led]) or same
        return (hand & SUIT_MASKS[self.rules.trump]) or hand

    def can_exchange(self) -> bool:
        """Whether the seat on lead may exchange the trump jack now (rules §2.3)."""
        rules, p = self.rules, self.to_move
        return bool(self.hands[p] >> rules.exchange_card & 1 and self.closer < 0
                    and len(self.talon) >= rules.exchange_min_talon and self.lead < 0
                    and self.married < 0
                    and (self.tricks[p] or not rules.exchange_requires_trick))

    def marriage_queens(self) -> CardSet:
        """The queens of the marriages the seat on lead may announce now (rules §2.4)."""
        p, rules = self.to_move, self.rules
        hand = self.hands[p]
        pairs = hand & (hand >> 1) & QUEEN_BITS
        if not pairs or (not self.tricks[p] and not rules.marriage_on_first_lead):
            return 0
        if not rules.marriages_after_close and not (self.closer < 0 and self.talon):
            return 0
        return pairs

    # --- playing --------------------------------------------------------------------------
    def play(self, move: int) -> None:
        """Apply a legal move (unchecked)."""
        p = self.to_move
        if move < 52:
            self.hands[p] ^= 1 << move
            if self.lead < 0:
                self.lead, self.married, self.to_move = move, -1, 1 - p
                if self.trace is not None:
                    self.trace.append(_PLAY_EVENTS[p][move])
            else:
                self._resolve(p, move)
        elif move >= MARRY:
            self._declare(p, move - MARRY)
        elif move == EXCHANGE:
            self._exchange(p)
        elif move == CLOSE:
            self._close(p)
        elif move == CLAIM:
            self._claim(p)
        else:  # DECLINE
            self._cards_run_out()

    def _resolve(self, p: int, c: int) -> None:
        """The follower ``p`` played ``c``: the trick is won, claimed or drawn after (RESOLVE,
        REPLENISH)."""
        led, leader, rules = self.lead, self.leader, self.rules
        trump = rules.trump
        w = p if HIGHER[led] >> c & 1 or (SUIT[c] == trump and SUIT[led] != trump) else leader
        points = self.points
        points[w] += POINTS[led] + POINTS[c]
        self.count_trick(w)
        self.leader = self.to_move = self.last_winner = w
        self.lead = -1
        trace = self.trace
        if trace is not None:
            trace.append(_PLAY_EVENTS[p][c])
            trace.append(_trick_event(w, led, c, POINTS[led] + POINTS[c]))
        hands = self.hands
        last = not (hands[0] | hands[1])
        if last and self.closer < 0:
            points[w] += rules.last_trick_bonus
        if rules.auto_claim and points[w] + self.credited[w] >= 66:
            self._goes_out(w)
        elif not last:
            talon = self.talon
            if self.closer < 0 and talon:  # the winner draws first, then the loser
                first, second = talon[0], talon[1]
                hands[w] |= 1 << first
                hands[1 - w] |= 1 << second
                self.talon = talon = talon[2:]
                if trace is not None:
                    trace.append(_DRAW_EVENTS[w][first])
                    # The face-up trump card, drawn last, is seen by everybody.
                    trace.append((_DRAW_EVENTS if talon else _SHOWN_DRAW_EVENTS)[1 - w][second])
        elif rules.auto_claim:
            self._cards_run_out()
        # else: manual claims, the cards are played out: the winner claims or declines

    def _exchange(self, p: int) -> None:
        jack, old = self.rules.exchange_card, self.talon[-1]
        self.hands[p] ^= (1 << jack) | (1 << old)
        self.talon = self.talon[:-1] + (jack,)
        if self.trace is not None:
            self.trace.append(Event("exchange", p, (jack, old)))

    def _close(self, p: int) -> None:
        o = 1 - p
        self.closer, self.snap_score, self.snap_trick = p, self.score(o), self.tricks[o] > 0
        if self.trace is not None:
            self.trace.append(Event("close", p, value=len(self.talon)))

    def _declare(self, p: int, suit: int) -> None:
        rules = self.rules
        value = 40 if suit == rules.trump else 20
        self.married = suit
        if self.trace is not None:
            king = KINGS[suit]
            self.trace.append(Event("marriage", p, (king, king - 1), value, target=suit))
        if (self.count_marriage(p, value) and rules.auto_claim and rules.claim_after_marriage
                and self.points[p] + self.credited[p] >= 66):
            self._goes_out(p)

    # --- marriage points (rules §2.1 score, §4 marriage_points_timing) --------------------
    def count_marriage(self, p: int, value: int) -> bool:
        """Book a marriage announced by ``p``: it counts at once if ``p`` has won a trick
        (unless the rules wait for the next won trick), else it waits. Whether it counted."""
        if self.tricks[p] and self.rules.credit_at_once:
            self.credited[p] += value
            return True
        self.pending[p] += value
        return False

    def count_trick(self, w: int) -> None:
        """Book a trick won by ``w``: the marriage points waiting for it count now."""
        self.tricks[w] += 1
        if self.pending[w]:
            self.credited[w] += self.pending[w]
            self.pending[w] = 0

    # --- the end of the deal (rules §2.7, §2.8, §3.1) -------------------------------------
    def going_out(self, w: int) -> tuple[int, str]:
        """Game points and rule of a correct claim by ``w`` now (R1–R3)."""
        o, closer = 1 - w, self.closer
        if closer == o:  # R3: the non-closer goes out first
            return (2 if self.snap_trick else 3), "R3"
        if closer == w and self.rules.viennese:  # R2 by the opponent's state at the close
            return game_points(int(self.snap_trick), self.snap_score), "R2"
        return game_points(self.tricks[o], self.score(o)), ("R1" if closer < 0 else "R2")

    def false_claim(self, p: int) -> int:
        """Game points for the opponent of a false claim by ``p`` now (R6)."""
        if self.rules.mirror_penalty:
            return self.going_out(p)[0]
        if self.tricks[1 - p] == 0 or (self.closer == p and not self.snap_trick):
            return 3
        return 2

    def _goes_out(self, w: int) -> None:
        if self.trace is not None:
            self.trace.append(Event("claim", w, value=self.score(w), text="66"))
        points, rule = self.going_out(w)
        self._finish(w, points, rule)

    def _claim(self, p: int) -> None:
        if self.score(p) >= 66:
            self._goes_out(p)
            return
        if self.trace is not None:
            self.trace.append(Event("claim", p, value=self.score(p), text="false"))
        self._finish(1 - p, self.false_claim(p), "R6")

    def _cards_run_out(self) -> None:
        """All cards played and nobody went out (rules §2.8, R4 and R5)."""
        if self.closer >= 0:  # R4: the closer failed
            self._finish(1 - self.closer, 2 if self.snap_trick else 3, "R4")
        elif self.rules.tie_carry and self.score(0) == self.score(1) == 65:
            self._finish(-1, 0, "tie")
        else:  # R5: the last trick decides
            self._finish(self.last_winner, 1, "R5")

    def _finish(self, w: int, points: int, rule: str) -> None:
        self.winner, self.game_points, self.rule, self.is_over = w, points, rule, True
        self.lead = -1

_new_core = object.__new__

_card_lists: dict[CardSet, tuple[int, ...]] = {}

# Every field of a core but its rules (made from the options and the trump) and its trace:
# what a state's key is made of.
CORE_FIELDS = tuple(n for n in SchnapsenCore.__slots__ if n not in ("rules", "trace"))

def _cards(cs: CardSet) -> tuple[int, ...]:
    """The cards of a set, lowest first (memoised: the same hands come up again and again)."""
    cards = _card_lists.get(cs)
    if cards is None:
        if len(_card_lists) >= 100_000:  # bound the memory of long searches (~15 MB)
            _card_lists.clear()
        cards = _card_lists[cs] = tuple(card_list(cs))
    return cards

def split(deck: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...], int,
                                           tuple[int, ...]]:
    """Forehand's cards, dealer's cards, the trump card and the rest (rules §1.4, §4 deck)."""
    d = deck
    if len(d) == 20:
        return d[0:3] + d[7:9], d[3:6] + d[9:11], d[6], d[11:]
    return d[0:3] + d[6:9], d[3:6] + d[9:12], d[12], d[13:]

def checked_deck(options: Any, dealer: object, deck: Any) -> tuple[int, ...]:
    _check_options(options)
    if type(dealer) is not int or dealer not in (0, 1):
        raise OptionsError(BAD_DEALER(dealer=repr(dealer)[:20]))
    pack = pack_of(options)
    cards: tuple[int, ...] = tuple(deck)
    if not _is_pack(cards, pack):
        raise RecordError(NOT_THE_PACK(n=pack.bit_count()))
    return cards

def deal_core(options: Options, dealer: int, deck: tuple[int, ...]) -> SchnapsenCore:
    forehand, dealt, trump_card, rest = split(deck)
    hands = [0, 0]
    hands[1 - dealer] = sum(map(_BIT.__getitem__, forehand))
    hands[dealer] = sum(map(_BIT.__getitem__, dealt))
    return SchnapsenCore(rules_for(options, SUIT[trump_card]), hands, rest + (trump_card,),
                         1 - dealer)

def new_core(options: Options, num_seats: int, dealer: int, deck: Any,
             carry: Carry | None = None) -> SchnapsenCore:
    """The core of a fresh deal from an explicit pack order (``GameInfo.new_core``)."""
    if num_seats != 2:
        raise OptionsError(TWO_PLAYERS(n=str(num_seats)[:12]))
    return deal_core(options, dealer, checked_deck(options, dealer, deck))

def _is_pack(deck: tuple[int, ...], pack: CardSet) -> bool:
    """Whether the deck holds each card of the pack exactly once.

    Summing the cards' bits is enough: n powers of two add up to a number with n one-bits
    only if they are all different (a repeat carries), and then the sum is their set.
    """
    if len(deck) != pack.bit_count():
        return False
    try:
        return sum(map(_BIT.__getitem__, deck)) == pack  # a negative card hits a joker bit
    except (IndexError, TypeError):
        return False

