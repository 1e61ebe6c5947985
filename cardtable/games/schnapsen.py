"""Schnapsen (Austrian Sixty-six) for two players, per ``rules/schnapsen.md``.

Seats are 0 and 1. The dealer is given; the other seat is the *forehand*, who leads to the
first trick. Cards are dealt from an explicit pack order with the canonical mapping of
rules §1.4 (``deck[0]`` is d0): forehand d0–d2, dealer d3–d5, trump card d6, forehand d7–d8,
dealer d9–d10, talon ``[d11 … d19, d6]`` (24 cards: F d0–2, D d3–5, F d6–8, D d9–11, trump
card d12, talon ``[d13 … d23, d12]``).

Action notation (text form, as parsed by :meth:`Action.parse`):

* ``QH`` – play that card (lead or follow);
* ``exchange`` – exchange the trump jack (nine in Sixty-six) for the face-up trump card;
* ``close`` – close the talon (*zudrehen*);
* ``marry H`` – announce the marriage in hearts; the same seat then leads ``KH`` or ``QH``;
* ``claim`` – go out with 66 (manual claim mode only; in auto mode the engine claims);
* ``decline`` – after the last trick in manual claim mode: do not claim, score the deal.

>>> from cardtable.cards import parse_cards
>>> deck = parse_cards("KC QC JH AC TC KH QH AS TD QS JD AH JS KD TS AD QD KS TH JC")
>>> state = SchnapsenState(Options(), 0, deck)  # seat 0 deals, seat 1 is forehand
>>> [str(a) for a in state.legal_actions()]
['exchange', 'close', 'marry C', 'QC', 'KC', 'TD', 'JH', 'AS']
>>> [str(e) for e in state.apply("exchange")]
['exchange seat=1 JH QH']

Events (``Event.kind``), in the order ``apply`` reports them:

* ``deal`` – one per seat, private: the seat's cards in the order dealt;
* ``trump`` – the face-up trump card (``cards[0]``; ``target`` is the trump suit);
* ``exchange`` – ``seat`` exchanged: ``cards = (jack, former trump card)``, public;
* ``close`` – ``seat`` closed the talon; ``value`` is the number of talon cards left;
* ``marriage`` – ``seat`` announced: ``cards = (king, queen)``, ``value`` 20 or 40,
  ``target`` the suit;
* ``play`` – ``seat`` played ``cards[0]``;
* ``trick`` – ``seat`` won the trick ``cards = (led, followed)`` worth ``value`` card points;
* ``draw`` – ``seat`` drew ``cards[0]`` from the talon; private, except the face-up trump
  card drawn last, which everybody sees;
* ``claim`` – ``seat`` went out with ``value`` points (``text`` "66", or "false" for a
  wrong manual claim);
* ``deal_over`` – ``seat`` won the deal (-1: nobody, a 65:65 tie) scoring ``value`` game
  points; ``text`` names the scoring rule (R1 … R6, "tie").

Decisions where the rules file is silent (also in the report to the lead):

* ``claim_after_marriage = false`` together with ``claim_mode = manual``: no claim is offered
  right after an announcement either; the claim waits for the declarer's next won trick.
* ``deck = sixty_six`` changes only the pack (and so the exchange card, the nine); the
  other Sixty-six rules are separate options, bundled by the preset ``sixty_six``.
* Once the talon is exhausted each player can deduce the other's hand, so the view shows it
  in ``opponent_known`` and it is no longer secret. The dead cards of a closed talon stay
  secret to both players, even after the deal.
* In auto mode the engine's own claim is reported as a ``claim`` event too, so the table
  can show "66!" whichever mode is on.
* The view lists marriages as (seat, suit, 20/40); the partner card left in hand after the
  lead stays in ``opponent_known`` until it is played, whatever ``marriage_reveal`` says.
* The tie bonus of ``tie_65 = carry`` travels in ``DealResult.carry`` as
  ``SchnapsenCarry(tie_bonus=n)``; a deal with a winner adds ``n`` to the winner's game points.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Final

from cardtable.cards import (
    ACE,
    JACK,
    KING,
    NINE,
    PACK_20,
    PACK_24,
    QUEEN,
    SUIT_LETTERS,
    SUIT_MASKS,
    TEN,
    CardSet,
    card,
    card_name,
    card_str,
    cards_of,
    suit_name,
)
from cardtable.engine.action import PLAY, Action
from cardtable.engine.carry import Carry
from cardtable.engine.errors import OptionsError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.match import Match
from cardtable.engine.messages import Message, Text
from cardtable.engine.options import option, validate_options
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import TERMINAL, DealResult, GameState, View

# --- options ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """Every rule variant of rules §4; the defaults are the traditional rules."""

    deck: str = option("schnapsen20", "Pack", "20 cards (Schnapsen) or 24 cards with the "
                       "nines (Sixty-six)", choices=("schnapsen20", "sixty_six"))
    exchange_requires_trick: bool = option(False, "Exchange only after a won trick")
    exchange_min_talon: int = option(2, "Smallest talon for the trump exchange",
                                     "4: no exchange when only two talon cards remain",
                                     choices=(2, 4))
    close_min_talon: int = option(2, "Smallest talon for closing",
                                  "4: no closing when only two talon cards remain",
                                  choices=(2, 4))
    marriage_on_first_lead: bool = option(True, "Marriage allowed before the first won trick",
                                          "the points stay pending until a trick is won")
    marriages_after_close: bool = option(True, "Marriages after the talon is closed or used up")
    marriage_reveal: bool = option(True, "Show the partner card of a marriage")
    marriage_lead_card: str = option("either", "Card led after a marriage",
                                     choices=("either", "king_only"))
    marriage_points_timing: str = option(
        "credit_when_has_trick", "When marriage points count",
        "pending_until_next_win: only after the next won trick (schnapsen package)",
        choices=("credit_when_has_trick", "pending_until_next_win"))
    claim_mode: str = option("auto", "Going out (66)", "auto: the engine ends the deal; "
                             "manual: the player must claim, a false claim loses",
                             choices=("auto", "manual"))
    claim_after_marriage: bool = option(True, "Go out right after announcing a marriage")
    closing_enabled: bool = option(True, "Closing the talon allowed")
    closing_scoring: str = option("viennese", "Scoring after closing",
                                  "viennese: the opponent's state at the close counts",
                                  choices=("viennese", "at_end"))
    false_claim_penalty: str = option("pagat", "Penalty for a false claim",
                                      choices=("pagat", "mirror"))
    last_trick_bonus: int = option(0, "Last-trick bonus", "10 card points for the last "
                                   "trick once the talon is used up", choices=(0, 10))
    tie_65: str = option("last_trick_wins", "A 65 : 65 tie",
                         "carry: nobody scores, the next deal's winner gets 1 more",
                         choices=("last_trick_wins", "carry"))
    bummerl_target: int = option(7, "Game points for a Bummerl", minimum=1, maximum=99)
    schneider_bummerl: bool = option(False, "Double Bummerl for a loser without game points")
    show_scores: bool = option(True, "Show running points")
    confirm_close_click: bool = option(False, "Confirm closing the talon")


PRESETS: Final[dict[str, Options]] = {
    "traditional": Options(),
    "sixty_six": Options(deck="sixty_six", exchange_requires_trick=True,
                         marriages_after_close=False, last_trick_bonus=10, tie_65="carry"),
    "vu_compat": Options(closing_enabled=False, marriage_lead_card="king_only",
                         marriage_points_timing="pending_until_next_win", claim_mode="auto",
                         claim_after_marriage=False),
}

# --- card tables (cards are ints, sets are bitmasks) ---------------------------------------

_POINTS_OF_RANK: Final = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2, NINE: 0}
_ORDER: Final = (NINE, JACK, QUEEN, KING, TEN, ACE)  # low to high inside a suit
POINTS: Final[tuple[int, ...]] = tuple(_POINTS_OF_RANK.get(c % 13 + 2, 0) for c in range(52))


def _higher(c: int) -> CardSet:
    """The cards of c's suit (24-card pack) that beat c."""
    r = c % 13 + 2
    if r not in _ORDER:
        return 0
    return sum(1 << card(c // 13, h) for h in _ORDER[_ORDER.index(r) + 1:])


HIGHER: Final[tuple[CardSet, ...]] = tuple(_higher(c) for c in range(52))
SUIT: Final[tuple[int, ...]] = tuple(c // 13 for c in range(52))
SUIT_MASK_OF: Final[tuple[CardSet, ...]] = tuple(SUIT_MASKS[c // 13] for c in range(52))
QUEENS: Final = sum(1 << card(s, QUEEN) for s in range(4))  # K is Q + 1 as an int

# Actions and the most frequent events are immutable values: build them once.
PLAYS: Final[tuple[Action, ...]] = tuple(Action(PLAY, card=c) for c in range(52))
EXCHANGE: Final = Action("exchange")
CLOSE: Final = Action("close")
CLAIM: Final = Action("claim")
DECLINE: Final = Action("decline")
MARRY: Final[tuple[Action, ...]] = tuple(Action("marry", suit=s) for s in range(4))
_TRUMP_EVENTS: Final = tuple(Event("trump", -1, (c,), target=c // 13) for c in range(52))
_PLAY_EVENTS: Final = tuple(tuple(Event("play", s, (c,)) for c in range(52)) for s in (0, 1))
_DRAW_EVENTS: Final = tuple(tuple(Event("draw", s, (c,), private=True) for c in range(52))
                            for s in (0, 1))
_SHOWN_DRAW_EVENTS: Final = tuple(tuple(Event("draw", s, (c,)) for c in range(52))
                                  for s in (0, 1))  # the face-up trump card, drawn last
_plays_cache: dict[CardSet, tuple[Action, ...]] = {}
_trick_events: dict[int, Event] = {}


def _trick_event(key: int, w: int, led: int, c: int, value: int) -> Event:
    """A trick event, made once per (winner, led, followed): events are immutable values."""
    ev = _trick_events[key] = Event("trick", w, (led, c), value)
    return ev


def _plays(cs: CardSet) -> tuple[Action, ...]:
    """The card plays of a set, lowest card first (memoised: hands repeat a lot)."""
    acts = _plays_cache.get(cs)
    if acts is None:
        if len(_plays_cache) >= 50_000:  # bound the memory of long searches (~10 MB)
            _plays_cache.clear()
        acts = _plays_cache[cs] = tuple(PLAYS[c] for c in cards_of(cs))
    return acts


# --- the deal -----------------------------------------------------------------------------

OPEN, CLOSED, EXHAUSTED = 0, 1, 2
TALON_STATES: Final = ("open", "closed", "exhausted")
_LEAD, _MARRIED, _FOLLOW, _LAST_CLAIM, _OVER = range(5)
_PHASES: Final = ("lead", "marriage", "follow", "last claim", "over")
_ROLE: Final = ("dealer", "forehand")  # index: seat == forehand
_validated: set[Options] = set()
_last_validated: list[Options | None] = [None]
_BIT: Final = tuple(1 << c for c in range(54))


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


def _check_options(options: Any) -> None:
    if options is _last_validated[0]:  # the usual case: deal after deal with one options
        return
    if not isinstance(options, Options):
        raise OptionsError(f"Schnapsen needs schnapsen.Options, not {type(options).__name__}")
    if options not in _validated:
        validate_options(options)
        _validated.add(options)
    _last_validated[0] = options


@dataclass(frozen=True)
class SchnapsenCarry(Carry):
    """What a deal hands on: the game points a 65 : 65 tie left for the next winner."""

    tie_bonus: int = 0


def _tie_bonus(carry: Carry) -> int:
    if type(carry) is Carry and carry.chips is None:
        return 0  # nothing carried
    if not isinstance(carry, SchnapsenCarry):
        raise RecordError(f"a Schnapsen deal carries a SchnapsenCarry, not {carry!r}"[:120])
    if carry.tie_bonus < 0 or carry.chips is not None:
        raise RecordError(f"the tie bonus is a whole number ≥ 0, not {carry.tie_bonus!r}")
    return carry.tie_bonus


_SUMMARY = Text("schnapsen", "{summary}")  # to be replaced by messages of their own


@dataclass(frozen=True)
class SchnapsenView(View):
    """What one seat may know (rules §2.9), on top of :class:`View`."""

    forehand: int
    trump: int
    trump_card: int | None  # under the talon (face down but known once closed); None once drawn
    talon_size: int
    talon_state: str
    closer: int
    close_snapshot: tuple[int, bool] | None  # the non-closer's (score, had a trick) at closing
    card_points: int  # own card points
    score: int  # own card points plus credited marriages
    pending: int  # own marriage points not yet credited
    tricks: tuple[int, int]  # tricks won by each seat
    opponent_score: int | None  # None unless the option show_scores is on
    marriages: tuple[tuple[int, int, int], ...]  # (seat, suit, 20 or 40), in order
    marriage_suit: int  # announced and not yet led, or -1
    opponent_known: CardSet  # cards publicly known to be in the opponent's hand
    played: CardSet  # every card played so far, the current trick included
    won: tuple[CardSet, CardSet]  # the cards of each seat's tricks
    last_trick_winner: int
    phase: str  # "lead", "marriage", "follow", "last claim" or "over"


class SchnapsenState(GameState[Options]):
    """One deal of Schnapsen. Mutable; ``clone`` copies ints, tuples and small lists."""

    game_id = "schnapsen"

    def __init__(self, options: Options, dealer: int, deck: tuple[int, ...] | list[int],
                 carry: Carry | None = None) -> None:
        _check_options(options)
        if dealer not in (0, 1):
            raise OptionsError(f"the dealer is seat 0 or 1, not {dealer!r}")
        pack = pack_of(options)
        deck = tuple(deck)
        if not _is_pack(deck, pack):
            raise RecordError(f"a Schnapsen deal needs each of the {pack.bit_count()} cards "
                              "of the pack exactly once")
        self.options = options
        self.num_seats = 2
        self.dealer = dealer
        self.forehand = 1 - dealer
        self.deck = deck
        self.carry: Carry = carry if carry is not None else SchnapsenCarry()
        self.tie_bonus = _tie_bonus(self.carry)
        self.auto_claim = options.claim_mode == "auto"
        self.history: list[Action] = []
        self._deal_cards(deck)

    def _deal_cards(self, d: tuple[int, ...]) -> None:
        if len(d) == 20:
            f, dl, t, rest = d[0:3] + d[7:9], d[3:6] + d[9:11], d[6], d[11:]
        else:
            f, dl, t, rest = d[0:3] + d[6:9], d[3:6] + d[9:12], d[12], d[13:]
        fh = self.forehand
        hands = [0, 0]
        hands[fh] = sum(map(_BIT.__getitem__, f))
        hands[1 - fh] = sum(map(_BIT.__getitem__, dl))
        self.hands = hands
        self.talon: tuple[int, ...] = rest + (t,)  # next card to draw first, trump card last
        self.tpos = 0  # index of the next card to draw
        self.trump = SUIT[t]
        self.trump_mask = SUIT_MASKS[self.trump]
        self.exchange_card = card(self.trump, NINE if len(d) == 24 else JACK)
        self.talon_state = OPEN
        self.closer = -1
        self.snap_score = 0  # the non-closer's score at closing
        self.snap_trick = False  # whether the non-closer had won a trick at closing
        self.points = [0, 0]  # card points
        self.tricks = [0, 0]
        self.credited = [0, 0]  # marriage points that count
        self.pending = [0, 0]  # marriage points waiting for a won trick
        self.won = [0, 0]  # the cards of each seat's tricks
        self.known = [0, 0]  # cards publicly known to be in each hand
        self.marriages: tuple[tuple[int, int, int], ...] = ()
        self.leader = fh
        self.phase = _LEAD
        self.led = -1
        self.marriage_suit = -1
        self.last_winner = -1
        self.outcome: tuple[int, int, str, str] | None = None  # winner, game points, rule, why
        self.log: list[Event] = [Event("deal", fh, tuple(f), private=True),
                                 Event("deal", 1 - fh, tuple(dl), private=True),
                                 _TRUMP_EVENTS[t]]

    # --- reading the state ----------------------------------------------------------------
    @property
    def current_player(self) -> int:
        if self.phase == _FOLLOW:
            return 1 - self.leader
        if self.phase == _OVER:
            return TERMINAL
        return self.leader

    @property
    def is_over(self) -> bool:
        return self.phase == _OVER

    def score(self, seat: int) -> int:
        """Card points plus credited marriages (rules §2.1 ``score``)."""
        return self.points[seat] + self.credited[seat]

    @property
    def talon_size(self) -> int:
        return len(self.talon) - self.tpos

    @property
    def trump_card(self) -> int | None:
        """The card under the talon (face up while open), None once it has been drawn."""
        return self.talon[-1] if self.tpos < len(self.talon) else None

    # --- legal actions --------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == _FOLLOW:
            allowed = self._follow_set() if self.talon_state != OPEN else self.hands[1 - self.leader]
            return list(_plays_cache.get(allowed) or _plays(allowed))
        if phase == _LEAD:
            return self._lead_actions()
        if phase == _MARRIED:
            return self._marriage_leads()
        if phase == _LAST_CLAIM:
            return [CLAIM, DECLINE]
        return []

    def _follow_set(self) -> CardSet:
        """Rules §2.2 FOLLOW: anything while the talon is open, else follow and head, trump."""
        hand = self.hands[1 - self.leader]
        if self.talon_state == OPEN:
            return hand
        led = self.led
        same = hand & SUIT_MASK_OF[led]
        if same:
            return (same & HIGHER[led]) or same
        return (hand & self.trump_mask) or hand

    def _marriage_suits(self, p: int) -> list[int]:
        o = self.options
        if self.talon_state != OPEN and not o.marriages_after_close:
            return []
        if self.tricks[p] == 0 and not o.marriage_on_first_lead:
            return []
        hand = self.hands[p]
        pairs = hand & (hand >> 1) & QUEENS
        return [SUIT[q] for q in cards_of(pairs)]

    def _lead_actions(self) -> list[Action]:
        # The hot path of random play and search: keep it flat (rules §2.2 LEAD table).
        p, o = self.leader, self.options
        hand = self.hands[p]
        acts: list[Action] = []
        if self.talon_state == OPEN:
            size = len(self.talon) - self.tpos
            if (hand >> self.exchange_card & 1 and size >= o.exchange_min_talon
                    and (self.tricks[p] or not o.exchange_requires_trick)):
                acts.append(EXCHANGE)
            if o.closing_enabled and size >= o.close_min_talon:
                acts.append(CLOSE)
        if hand & (hand >> 1) & QUEENS:
            acts += [MARRY[s] for s in self._marriage_suits(p)]
        if self.last_winner == p and o.claim_mode == "manual":
            acts.append(CLAIM)
        acts += _plays(hand)
        return acts

    def _marriage_leads(self) -> list[Action]:
        king = card(self.marriage_suit, KING)
        o = self.options
        acts = [PLAYS[king]] if o.marriage_lead_card == "king_only" else [PLAYS[king - 1],
                                                                          PLAYS[king]]
        if (o.claim_mode == "manual" and o.claim_after_marriage
                and self.tricks[self.leader] > 0):
            acts.append(CLAIM)
        return acts

    # --- applying actions -----------------------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        # A fast path for the actions handed out by legal_actions (the same objects): the
        # base class's membership test compares dataclasses field by field.
        if isinstance(action, Action):
            for legal in self.legal_actions():
                if legal is action:
                    return self.apply_unchecked(action)
        return super().apply(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        # The base class's, with card plays dispatched at once: this is the inner loop of
        # random play and of search.
        if action.kind == PLAY and action.card is not None:
            events = self._follow(action.card) if self.phase == _FOLLOW else self._lead(
                action.card)
        else:
            events = self._apply(action)
        self.history.append(action)
        self.log.extend(events)
        return events

    def _apply(self, action: Action) -> list[Event]:
        kind = action.kind
        if kind == PLAY:
            assert action.card is not None
            if self.phase == _FOLLOW:
                return self._follow(action.card)
            return self._lead(action.card)
        if kind == "marry":
            assert action.suit is not None
            return self._marry(action.suit)
        events: list[Event] = []
        if kind == "exchange":
            self._exchange(events)
        elif kind == "close":
            self._close(events)
        elif kind == "claim":
            self._claim(self.current_player, events)
        elif kind == "decline":
            self._end_of_cards(events)
        else:
            raise ValueError(f"unknown Schnapsen action {action}")
        return events

    def _lead(self, c: int) -> list[Event]:
        p = self.leader
        self.hands[p] ^= 1 << c
        self.known[p] &= ~(1 << c)
        self.led = c
        self.marriage_suit = -1
        self.phase = _FOLLOW
        return [_PLAY_EVENTS[p][c]]

    def _follow(self, c: int) -> list[Event]:
        """The second card of a trick: resolve it, check for 66, draw (rules §2.2 RESOLVE)."""
        leader, led, trump, hands = self.leader, self.led, self.trump, self.hands
        p = 1 - leader
        hands[p] ^= 1 << c
        if self.known[p]:
            self.known[p] &= ~(1 << c)
        if HIGHER[led] >> c & 1 or (SUIT[c] == trump and SUIT[led] != trump):
            w = p
        else:
            w = leader
        value = POINTS[led] + POINTS[c]
        points = self.points
        points[w] += value
        self.tricks[w] += 1
        self.won[w] |= (1 << led) | (1 << c)
        if self.pending[w]:  # a won trick makes waiting marriage points count
            self.credited[w] += self.pending[w]
            self.pending[w] = 0
        self.led = -1
        self.leader = self.last_winner = w
        key = w << 12 | led << 6 | c
        trick = _trick_events.get(key) or _trick_event(key, w, led, c, value)
        events = [_PLAY_EVENTS[p][c], trick]
        last = not (hands[0] | hands[1])
        if last and self.talon_state == EXHAUSTED:
            points[w] += self.options.last_trick_bonus
        if self.auto_claim and points[w] + self.credited[w] >= 66:
            self._claim(w, events)
        elif not last:
            if self.talon_state == OPEN:
                self._replenish(w, events)
            self.phase = _LEAD
        elif self.auto_claim:
            self._end_of_cards(events)
        else:
            self.phase = _LAST_CLAIM
        return events

    def _replenish(self, w: int, events: list[Event]) -> None:
        """The trick's winner draws first, then the loser (the face-up card when two remain)."""
        i = self.tpos
        first, second = self.talon[i], self.talon[i + 1]
        self.hands[w] |= 1 << first
        self.hands[1 - w] |= 1 << second
        self.tpos = i + 2
        events.append(_DRAW_EVENTS[w][first])
        if self.tpos < len(self.talon):
            events.append(_DRAW_EVENTS[1 - w][second])
        else:
            self.talon_state = EXHAUSTED
            self.known[1 - w] |= 1 << second  # the face-up trump card: everybody saw it
            events.append(_SHOWN_DRAW_EVENTS[1 - w][second])

    def _exchange(self, events: list[Event]) -> None:
        p = self.leader
        jack, old = self.exchange_card, self.talon[-1]
        self.hands[p] ^= (1 << jack) | (1 << old)
        self.known[p] |= 1 << old
        self.talon = self.talon[:-1] + (jack,)
        events.append(Event("exchange", p, (jack, old)))

    def _close(self, events: list[Event]) -> None:
        p = self.leader
        self.talon_state = CLOSED
        self.closer = p
        self.snap_score = self.score(1 - p)
        self.snap_trick = self.tricks[1 - p] > 0
        events.append(Event("close", p, value=self.talon_size))

    def _marry(self, suit: int) -> list[Event]:
        p = self.leader
        value = 40 if suit == self.trump else 20
        self.marriages += ((p, suit, value),)
        if self.tricks[p] and self.options.marriage_points_timing == "credit_when_has_trick":
            self.credited[p] += value
        else:
            self.pending[p] += value
        king = card(suit, KING)
        self.known[p] |= (1 << king) | (1 << (king - 1))
        self.marriage_suit = suit
        self.phase = _MARRIED
        events = [Event("marriage", p, (king, king - 1), value, target=suit)]
        o = self.options
        if (o.claim_mode == "auto" and o.claim_after_marriage and self.tricks[p]
                and self.score(p) >= 66):
            self._claim(p, events)
        return events

    # --- the end of the deal --------------------------------------------------------------
    def _claim(self, p: int, events: list[Event]) -> None:
        score = self.score(p)
        if score >= 66:
            pts, rule, why = self._going_out(p)
            events.append(Event("claim", p, value=score, text="66"))
            self._finish(p, pts, rule, why, events)
        else:
            pts, why = self._false_claim(p)
            events.append(Event("claim", p, value=score, text="false"))
            self._finish(1 - p, pts, "R6", why, events)

    def _going_out(self, w: int) -> tuple[int, str, str]:
        """Game points of a correct claim by ``w`` (rules §3.1 R1–R3), rule, reason."""
        o, them = 1 - w, _ROLE[w != self.forehand]
        if self.closer == o:  # R3: the non-closer went out first
            pts = 2 if self.snap_trick else 3
            return pts, "R3", f"went out first after the {them} closed the talon"
        if self.closer == w and self.options.closing_scoring == "viennese":
            pts = game_points(int(self.snap_trick), self.snap_score)
            return pts, "R2", (f"closed the talon and went out; the {them} had "
                               f"{self.snap_score} and {'a' if self.snap_trick else 'no'} "
                               "trick at the close")
        rule = "R1" if self.closer < 0 else "R2"
        pts = game_points(self.tricks[o], self.score(o))
        if self.tricks[o] == 0:
            return pts, rule, f"went out with {self.score(w)} while the {them} has no trick"
        return pts, rule, f"went out with {self.score(w)} against {self.score(o)}"

    def _false_claim(self, p: int) -> tuple[int, str]:
        """Game points for the opponent of a false claim by ``p`` (rules §3.1 R6)."""
        w, who = 1 - p, _ROLE[p == self.forehand]
        why = f"the {who} claimed 66 with only {self.score(p)}"
        if self.options.false_claim_penalty == "mirror":
            return self._going_out(p)[0], why
        if self.tricks[w] == 0 or (self.closer == p and not self.snap_trick):
            return 3, why
        return 2, why

    def _end_of_cards(self, events: list[Event]) -> None:
        """All cards played and nobody went out (rules §2.8, R4 and R5)."""
        if self.closer >= 0:
            w, closer = 1 - self.closer, _ROLE[self.closer == self.forehand]
            pts = 2 if self.snap_trick else 3
            self._finish(w, pts, "R4", f"the {closer} closed the talon and did not reach 66",
                         events)
            return
        w = self.last_winner
        if self.score(0) == self.score(1) == 65 and self.options.tie_65 == "carry":
            self._finish(-1, 0, "tie", "65 against 65", events)
            return
        self._finish(w, 1, "R5", f"won the last trick ({self.score(w)} against "
                                 f"{self.score(1 - w)})", events)

    def _finish(self, w: int, pts: int, rule: str, why: str, events: list[Event]) -> None:
        if w >= 0:
            pts += self.tie_bonus
        self.outcome = (w, pts, rule, why)
        self.phase = _OVER
        self.led = -1
        events.append(Event("deal_over", w, value=pts, text=rule))

    def result(self) -> DealResult:
        if self.outcome is None:
            raise RuntimeError("the deal is not over")
        w, pts, rule, why = self.outcome
        points = (pts if w == 0 else 0, pts if w == 1 else 0)
        if w < 0:
            summary = (f"Nobody scores: {why}. The winner of the next deal gets "
                       f"{self.tie_bonus + 1} more game point"
                       f"{'s' if self.tie_bonus else ''}.")
            carry = SchnapsenCarry(tie_bonus=self.tie_bonus + 1)
        else:
            role = _ROLE[w == self.forehand].capitalize()
            summary = f"{role} wins {pts} game point{'s' if pts > 1 else ''}: {why}."
            if self.tie_bonus:
                summary += f" (+{self.tie_bonus} carried over from a 65 : 65 tie)"
            carry = SchnapsenCarry()
        return DealResult(points, (w,) if w >= 0 else (), _SUMMARY(summary=summary),
                          self._details(rule), carry)

    def _details(self, rule: str) -> dict[str, Any]:
        return {"rule": rule, "card_points": list(self.points),
                "scores": [self.score(0), self.score(1)], "tricks": list(self.tricks),
                "marriages": [[s, SUIT_LETTERS[x], v] for s, x, v in self.marriages],
                "pending": list(self.pending), "closer": self.closer,
                "forehand": self.forehand}

    # --- copies, keys, views --------------------------------------------------------------
    def clone(self) -> SchnapsenState:
        new = SchnapsenState.__new__(SchnapsenState)
        new.__dict__.update(self.__dict__)
        new.hands = self.hands[:]
        new.points = self.points[:]
        new.tricks = self.tricks[:]
        new.credited = self.credited[:]
        new.pending = self.pending[:]
        new.won = self.won[:]
        new.known = self.known[:]
        new.history = self.history[:]
        new.log = self.log[:]
        return new

    def key(self) -> tuple[Any, ...]:
        return (self.dealer, self.hands[0], self.hands[1], self.talon[self.tpos:],
                self.talon_state, self.closer, self.snap_score, self.snap_trick,
                tuple(self.points), tuple(self.tricks), tuple(self.credited),
                tuple(self.pending), self.won[0], self.won[1], self.known[0], self.known[1],
                self.marriages, self.leader, self.phase, self.led, self.marriage_suit,
                self.last_winner, self.outcome, self.tie_bonus)

    def card_zones(self) -> dict[str, CardSet]:
        return {"hand 0": self.hands[0], "hand 1": self.hands[1],
                "talon": sum(1 << c for c in self.talon[self.tpos:]),
                "trick": (1 << self.led) if self.led >= 0 else 0,
                "won 0": self.won[0], "won 1": self.won[1]}

    def _opponent_known(self, seat: int) -> CardSet:
        opp = 1 - seat
        if self.talon_state == EXHAUSTED:
            return self.hands[opp]  # every other card is seen or in one's own hand
        return self.known[opp]

    def secret_cards(self, seat: int) -> CardSet:
        face_down = sum(1 << c for c in self.talon[self.tpos:-1])
        return (self.hands[1 - seat] & ~self._opponent_known(seat)) | face_down

    def view(self, seat: int) -> SchnapsenView:
        opp = 1 - seat
        trick = ((self.leader, self.led),) if self.led >= 0 else ()
        snapshot = (self.snap_score, self.snap_trick) if self.closer >= 0 else None
        return SchnapsenView(
            seat=seat, num_seats=2, dealer=self.dealer, current_player=self.current_player,
            hand=self.hands[seat], hand_sizes=(self.hands[0].bit_count(),
                                               self.hands[1].bit_count()),
            trick=trick, legal=tuple(self.legal_actions()) if seat == self.current_player
            else (), is_over=self.is_over, events=self.events_for(seat),
            forehand=self.forehand, trump=self.trump, trump_card=self.trump_card,
            talon_size=self.talon_size, talon_state=TALON_STATES[self.talon_state],
            closer=self.closer, close_snapshot=snapshot, card_points=self.points[seat],
            score=self.score(seat), pending=self.pending[seat],
            tricks=(self.tricks[0], self.tricks[1]),
            opponent_score=self.score(opp) if self.options.show_scores else None,
            marriages=self.marriages, marriage_suit=self.marriage_suit,
            opponent_known=self._opponent_known(seat),
            played=self.won[0] | self.won[1] | ((1 << self.led) if self.led >= 0 else 0),
            won=(self.won[0], self.won[1]), last_trick_winner=self.last_winner,
            phase=_PHASES[self.phase])

    def sample_hidden(self, seat: int, rng: random.Random) -> SchnapsenState:
        """A copy in which the cards ``seat`` cannot see are dealt anew at random.

        The opponent keeps the cards publicly known to be in his hand; his other cards and
        the face-down talon are shuffled together and dealt back, so the copy agrees with
        everything ``seat`` knows (its view is the same but for the events). For search
        only: the copy's log and record still describe the real deal.
        """
        secret = self.secret_cards(seat)
        pool = list(cards_of(secret))
        rng.shuffle(pool)
        new = self.clone()
        opp = 1 - seat
        n = (self.hands[opp] & secret).bit_count()
        new.hands[opp] = (self.hands[opp] & ~secret) | sum(1 << c for c in pool[:n])
        if self.tpos < len(self.talon):
            new.talon = self.talon[:self.tpos] + tuple(pool[n:]) + self.talon[-1:]
        return new

    # --- explaining refusals --------------------------------------------------------------
    def why_illegal(self, action: Action) -> Message:
        return _SUMMARY(summary=self._why_illegal(action))

    def _why_illegal(self, action: Action) -> str:
        if self.is_over:
            return "The deal is over"
        if self.phase == _LAST_CLAIM and action.kind not in ("claim", "decline"):
            return "The cards are played out: claim 66 or decline"
        why = {PLAY: self._why_not_play, "exchange": self._why_not_exchange,
               "close": self._why_not_close, "marry": self._why_not_marry,
               "claim": self._why_not_claim}.get(action.kind)
        if why is not None:
            return why(action)
        if action.kind == "decline":
            return "There is no claim to decline now"
        return f"Schnapsen has no action {action.kind!r}"

    def _why_not_play(self, action: Action) -> str:
        c = action.card
        if c is None or not 0 <= c < 52 or not pack_of(self.options) >> c & 1:
            return "That card is not in the Schnapsen pack"
        if not self.hands[self.current_player] >> c & 1:
            return f"You do not hold the {card_name(c)}"
        if self.phase == _MARRIED:
            s = suit_name(self.marriage_suit)
            if self.options.marriage_lead_card == "king_only":
                return f"After announcing the marriage you must lead the king of {s}"
            return f"After announcing the marriage you must lead the king or queen of {s}"
        led = self.led
        if self.phase != _FOLLOW or led < 0:
            return "It is not your turn to play a card"
        lsuit = suit_name(SUIT[led])[:-1]
        hand = self.hands[self.current_player]
        if hand & SUIT_MASK_OF[led] & HIGHER[led]:
            return f"You must follow suit with a higher {lsuit} ({card_str(led)} was led)"
        if hand & SUIT_MASK_OF[led]:
            return f"You must follow suit: play a {lsuit}"
        return (f"You have no {suit_name(SUIT[led])}, so you must play a trump "
                f"({suit_name(self.trump)})")

    def _not_on_lead(self, what: str) -> str | None:
        if self.phase == _FOLLOW:
            return f"Only the player on lead may {what}, before leading"
        if self.phase == _MARRIED:
            return f"You cannot {what} after announcing a marriage: lead its king or queen"
        return None

    def _talon_gone(self) -> str | None:
        if self.talon_state == CLOSED:
            return "The talon is closed"
        if self.talon_state == EXHAUSTED:
            return "The talon is used up"
        return None

    def _why_not_exchange(self, action: Action) -> str:
        why = self._not_on_lead("exchange the trump jack") or self._talon_gone()
        if why:
            return why
        o, p = self.options, self.leader
        if not self.hands[p] >> self.exchange_card & 1:
            return f"You do not hold the {card_name(self.exchange_card)}"
        if self.talon_size < o.exchange_min_talon:
            return f"No exchange with fewer than {o.exchange_min_talon} cards in the talon"
        return "You may exchange only after winning a trick"

    def _why_not_close(self, action: Action) -> str:
        if not self.options.closing_enabled:
            return "Closing the talon is not part of these rules"
        why = self._not_on_lead("close the talon") or self._talon_gone()
        if why:
            return why
        return f"The talon may not be closed with fewer than {self.options.close_min_talon} cards"

    def _why_not_marry(self, action: Action) -> str:
        if self.phase == _MARRIED:
            return "Only one marriage may be announced with a lead"
        why = self._not_on_lead("announce a marriage")
        if why:
            return why
        s = action.suit
        if s is None:
            return "Name the suit of the marriage, like 'marry H'"
        hand, king = self.hands[self.leader], card(s, KING)
        if not (hand >> king & 1 and hand >> (king - 1) & 1):
            return f"You do not hold the king and queen of {suit_name(s)}"
        if self.talon_state != OPEN and not self.options.marriages_after_close:
            return "No marriage may be announced once the talon is closed or used up"
        return "You may announce a marriage only after winning a trick"

    def _why_not_claim(self, action: Action) -> str:
        if self.options.claim_mode == "auto":
            return "Going out is automatic in these rules: nothing to claim"
        if self.phase == _MARRIED and not self.options.claim_after_marriage:
            return "You may claim only after winning a trick"
        return "You may claim only right after winning a trick, before leading"


# --- matches: the Bummerl -----------------------------------------------------------------


class SchnapsenMatch(Match[Options]):
    """Deals until the session ends, counted in Bummerl (rules §3.2).

    ``to_go`` counts down from ``bummerl_target`` for each seat; the first to reach 0 wins
    the Bummerl and the other gets one (two with ``schneider_bummerl`` if he scored nothing).
    The dealer alternates every deal, across Bummerl boundaries and ties too. ``totals``
    holds every game point of the session. A match is open-ended unless ``bummerls_to_win``
    (a UI setting, not saved with the match) is set.
    """

    def __init__(self, info: GameInfo[Options], options: Options, num_seats: int, seed: int,
                 first_dealer: int | None = None, bummerls_to_win: int = 0) -> None:
        super().__init__(info, options, num_seats, seed, first_dealer)
        self.target: int = options.bummerl_target
        self.to_go = [self.target, self.target]
        self.bummerls = [0, 0]  # Bummerl counted against each seat
        self.bummerl_winners: list[int] = []
        self.bummerls_to_win = bummerls_to_win

    def next_dealer(self, result: DealResult) -> int:
        return 1 - self.dealer

    def add_result(self, result: DealResult) -> None:
        super().add_result(result)
        for seat in (0, 1):
            self.to_go[seat] -= result.points[seat]
        done = [s for s in (0, 1) if self.to_go[s] <= 0]
        if done:  # only one seat scores per deal, so there is one winner
            winner = done[0]
            loser = 1 - winner
            blank = self.to_go[loser] == self.target
            self.bummerls[loser] += 2 if blank and self.options.schneider_bummerl else 1
            self.bummerl_winners.append(winner)
            self.to_go = [self.target, self.target]

    def is_over(self) -> bool:
        return self.bummerls_to_win > 0 and max(self.bummerls) >= self.bummerls_to_win

    def winners(self) -> tuple[int, ...]:
        if not self.is_over():
            return ()
        return tuple(s for s in (0, 1) if self.bummerls[1 - s] >= self.bummerls_to_win)

    def standing(self) -> Message:
        return _SUMMARY(summary=f"to go {self.to_go[0]} : {self.to_go[1]}   "
                f"Bummerl {self.bummerls[0]} : {self.bummerls[1]}")


# --- registration -------------------------------------------------------------------------


def new_deal(options: Options, num_seats: int, dealer: int, deck: Any,
             carry: Carry) -> SchnapsenState:
    """The deal factory of the registry: an explicit pack order, ``deck[0]`` on top."""
    if num_seats != 2:
        raise OptionsError(f"Schnapsen is played by 2 players, not {num_seats}")
    return SchnapsenState(options, dealer, tuple(deck), carry)


GAME: Final = GameInfo(
    id="schnapsen", name="Schnapsen", seat_range=(2,), default_seats=2, options_type=Options,
    presets=PRESETS, pack=pack_of, deal=new_deal, rules_file="rules/schnapsen.md",
    description="Austrian Sixty-six for two: marriages, trump exchange, closing the talon, "
                "first to 66; Bummerl to 7.",
    match_type=SchnapsenMatch, default_preset="traditional", carry_type=SchnapsenCarry,
    preset_labels={"traditional": "Traditional", "sixty_six": "Sixty-six",
                   "vu_compat": "Amsterdam rules"},
    player="cardtable.ai.schnapsen:make_schnapsen_player",
    table="cardtable.ui.games.schnapsen:SchnapsenAdapter")

__all__ = [
    "GAME",
    "POINTS",
    "PRESETS",
    "Options",
    "SchnapsenCarry",
    "SchnapsenMatch",
    "SchnapsenState",
    "SchnapsenView",
    "game_points",
]
