"""Schnapsen (Austrian Sixty-six) for two players, per ``rules/schnapsen.md``.

Seats are 0 and 1. The dealer is given; the other seat is the *forehand*, who leads to the
first trick. Cards are dealt from an explicit pack order with the canonical mapping of
rules §1.4 (``deck[0]`` is d0): forehand d0–d2, dealer d3–d5, trump card d6, forehand d7–d8,
dealer d9–d10, talon ``[d11 … d19, d6]`` (24 cards: F d0–2, D d3–5, F d6–8, D d9–11, trump
card d12, talon ``[d13 … d23, d12]``).

The module has three layers, as ``docs/engine.md`` describes:

* :class:`SchnapsenCore`, the rules: ints, bitmasks, int moves, no checks, no history. The
  search plays on it; every rule of the game is written there once, for every option.
* :class:`SchnapsenState`, the engine's deal: it wraps a core and adds the checking, the
  events (the core's ``trace``), the history, the record, the views and the refusals.
* :func:`sample`, the one sampler of the cards a seat cannot see (:class:`HiddenCards`).

Action notation (text form, as parsed by :meth:`Action.parse`), and the core's moves:

* ``QH`` – play that card (lead or follow); move: the card (0 … 51);
* ``exchange`` – exchange the trump jack (nine in Sixty-six) for the face-up trump card (64);
* ``close`` – close the talon (*zudrehen*) (65);
* ``claim`` – go out with 66 (manual claim mode only; in auto mode the engine claims) (66);
* ``decline`` – after the last trick in manual claim mode: do not claim, score the deal (67);
* ``marry H`` – announce the marriage in hearts; the same seat then leads ``KH`` or ``QH``
  (68 + suit).

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
  The core knows nothing of it (it scores one deal); the state adds it to the result.
* The sampler takes as known what the rules make public (rules §2.9): the opponent's cards
  shown by an exchange, a marriage or the last draw, and, once the talon is closed, what his
  follows under strict play prove he does not hold (no card of a suit he did not follow, no
  trump when he neither followed nor trumped, no higher card of the suit when he followed
  low). Everything else it deals uniformly at random.
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
    card_list,
    card_str,
)
from cardtable.engine.action import PLAY, Action
from cardtable.engine.carry import Carry
from cardtable.engine.errors import IllegalActionError, OptionsError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.match import Match
from cardtable.engine.messages import CardRef, Message, SeatRef, SuitRef, Text
from cardtable.engine.options import option, validate_options
from cardtable.engine.registry import GameInfo
from cardtable.engine.start import Start
from cardtable.engine.state import TERMINAL, DealResult, GameState, View
from cardtable.games import about

# --- options ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """Every rule variant of rules §4; the defaults are the traditional rules."""

    deck: str = option("schnapsen20", "Pack", "20 cards (Schnapsen) or 24 cards with the "
                       "nines (Sixty-six)", choices=("schnapsen20", "sixty_six"),
                       labels={"schnapsen20": "20 cards", "sixty_six": "24 cards, with the nines"})
    exchange_requires_trick: bool = option(
        False, "Exchange only after a won trick",
        "On: the trump jack may be exchanged only by a player who has won a trick")
    exchange_min_talon: int = option(2, "Smallest talon for the trump exchange",
                                     "4: no exchange when only two talon cards remain",
                                     choices=(2, 4))
    close_min_talon: int = option(2, "Smallest talon for closing",
                                  "4: no closing when only two talon cards remain",
                                  choices=(2, 4))
    marriage_on_first_lead: bool = option(True, "Marriage allowed before the first won trick",
                                          "the points stay pending until a trick is won")
    marriages_after_close: bool = option(
        True, "Marriages after the talon is closed or used up",
        "Off: no marriage once the talon is closed or used up (German Sixty-six)")
    marriage_reveal: bool = option(
        True, "Show the partner card of a marriage",
        "On: the opponent sees the card you keep; off: only 20 or 40 is said")
    marriage_lead_card: str = option(
        "either", "Card led after a marriage",
        "Which card of the marriage you must lead after announcing it",
        choices=("either", "king_only"),
        labels={"either": "The king or the queen", "king_only": "The king only"})
    marriage_points_timing: str = option(
        "credit_when_has_trick", "When marriage points count",
        "Whether a marriage's points count once you have any trick, or only after the next "
        "trick you win", choices=("credit_when_has_trick", "pending_until_next_win"),
        labels={"credit_when_has_trick": "As soon as you have a trick",
                "pending_until_next_win": "After the next won trick"})
    claim_mode: str = option(
        "auto", "Going out (66)", "Whether the table ends the deal at 66 or the player must "
        "claim it (a false claim loses)", choices=("auto", "manual"),
        labels={"auto": "Automatic", "manual": "Claimed by the player"})
    claim_after_marriage: bool = option(
        True, "Go out right after announcing a marriage",
        "Off: a marriage that reaches 66 ends the deal only when you next win a trick")
    closing_enabled: bool = option(True, "Closing the talon allowed",
                                   "Off: nobody may close the talon")
    closing_scoring: str = option(
        "viennese", "Scoring after closing", "Whether a closer who goes out is scored by the "
        "opponent's state at the close or at the end of the deal", choices=("viennese", "at_end"),
        labels={"viennese": "Viennese: as at the close", "at_end": "As at the end of the deal"})
    false_claim_penalty: str = option(
        "pagat", "Penalty for a false claim", "What the opponent scores when a player claims "
        "66 without having it", choices=("pagat", "mirror"),
        labels={"pagat": "2, or 3 if the opponent had no trick",
                "mirror": "What the claim would have won"})
    last_trick_bonus: int = option(0, "Last-trick bonus", "10 card points for the last "
                                   "trick once the talon is used up", choices=(0, 10),
                                   labels={0: "None", 10: "10 points"})
    tie_65: str = option(
        "last_trick_wins", "A 65 : 65 tie", "Who scores when both players end on 65",
        choices=("last_trick_wins", "carry"),
        labels={"last_trick_wins": "The last trick wins",
                "carry": "Carried over to the next deal"})
    bummerl_target: int = option(7, "Game points for a Bummerl",
                                 "The game points both players count down from",
                                 minimum=1, maximum=99)
    schneider_bummerl: bool = option(
        False, "Double Bummerl for a loser without game points",
        "On: losing a Bummerl without a single game point counts as two")
    show_scores: bool = option(True, "Show running points",
                               "Both players' card points shown during the deal")
    confirm_close_click: bool = option(False, "Confirm closing the talon",
                                       "On: clicking the talon asks before it closes")


PRESETS: Final[dict[str, Options]] = {
    "traditional": Options(),
    "sixty_six": Options(deck="sixty_six", exchange_requires_trick=True,
                         marriages_after_close=False, last_trick_bonus=10, tie_65="carry"),
    "vu_compat": Options(closing_enabled=False, marriage_lead_card="king_only",
                         marriage_points_timing="pending_until_next_win", claim_mode="auto",
                         claim_after_marriage=False),
}


# --- messages (every sentence a person reads; the English is the source) -------------------

_C = "schnapsen"
# Refusals: why an action is not legal now.
_LAST_CLAIM_ONLY = Text(_C, "The cards are played out: claim 66 or decline")
_NO_CLAIM_TO_DECLINE = Text(_C, "There is no claim to decline now")
_NO_SUCH_ACTION = Text(_C, "Schnapsen has no action {kind}")
_NOT_IN_PACK = Text(_C, "That card is not in the Schnapsen pack")
_NOT_HELD = Text(_C, "You do not hold the {card}")
_LEAD_THE_KING = Text(_C, "After announcing the marriage you must lead the king of {suit}")
_LEAD_KING_OR_QUEEN = Text(_C, "After announcing the marriage you must lead the king or queen "
                               "of {suit}")
_NOT_YOUR_CARD_TURN = Text(_C, "It is not your turn to play a card")
_HEAD_THE_TRICK = Text(_C, "You must follow suit with a higher {suit} ({led} was led)")
_FOLLOW_SUIT = Text(_C, "You must follow suit: play a {suit}")
_MUST_TRUMP = Text(_C, "You have no {suit}, so you must play a trump ({trump})")
_ONLY_THE_LEADER = Text(_C, "Only the player on lead may {what}, before leading")
_NOT_AFTER_MARRIAGE = Text(_C, "You cannot {what} after announcing a marriage: lead its king "
                               "or queen")
_TO_EXCHANGE = Text(_C, "exchange the trump jack")
_TO_CLOSE = Text(_C, "close the talon")
_TO_MARRY = Text(_C, "announce a marriage")
_TALON_CLOSED = Text(_C, "The talon is closed")
_TALON_USED_UP = Text(_C, "The talon is used up")
_EXCHANGE_TALON_TOO_SMALL = Text(_C, "No exchange with fewer than {n} cards in the talon")
_EXCHANGE_NEEDS_TRICK = Text(_C, "You may exchange only after winning a trick")
_NO_CLOSING = Text(_C, "Closing the talon is not part of these rules")
_CLOSE_TALON_TOO_SMALL = Text(_C, "The talon may not be closed with fewer than {n} cards")
_ONE_MARRIAGE = Text(_C, "Only one marriage may be announced with a lead")
_NAME_THE_SUIT = Text(_C, "Name the suit of the marriage, like 'marry H'")
_NO_PAIR = Text(_C, "You do not hold the king and queen of {suit}")
_NO_MARRIAGE_AFTER_CLOSE = Text(_C, "No marriage may be announced once the talon is closed or "
                                    "used up")
_MARRIAGE_NEEDS_TRICK = Text(_C, "You may announce a marriage only after winning a trick")
_CLAIM_IS_AUTOMATIC = Text(_C, "Going out is automatic in these rules: nothing to claim")
_CLAIM_AFTER_TRICK = Text(_C, "You may claim only after winning a trick")
_CLAIM_BEFORE_LEADING = Text(_C, "You may claim only right after winning a trick, before leading")
# The roles, in a sentence and at its start (index: seat == forehand): the engine's English
# for a seat (a SeatRef's role); the table says the person's name, or "you".
_ROLE: Final = (Text(_C, "the dealer"), Text(_C, "the forehand"))
_ROLE_AT_START: Final = (Text(_C, "Dealer"), Text(_C, "Forehand"))
# Deal summaries: who scores, and why (rules §3.1).
_WINS = Text(_C, "{role} wins %n game points: {why}.", one="{role} wins %n game point: {why}.",
             count="n", subject="role", you="You win %n game points: {why}.",
             you_one="You win %n game point: {why}.")
_WINS_WITH_TIE_BONUS = Text(
    _C, "{role} wins %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)",
    one="{role} wins %n game point: {why}. (+{bonus} carried over from a 65 : 65 tie)",
    count="n", subject="role",
    you="You win %n game points: {why}. (+{bonus} carried over from a 65 : 65 tie)",
    you_one="You win %n game point: {why}. (+{bonus} carried over from a 65 : 65 tie)")
_NOBODY_SCORES = Text(
    _C, "Nobody scores: {why}. The winner of the next deal gets %n more game points.",
    one="Nobody scores: {why}. The winner of the next deal gets %n more game point.", count="n")
_WENT_OUT_FIRST = Text(_C, "went out first after {role} closed the talon", subject="role",
                       you="went out first after you closed the talon")
_CLOSED_AND_WENT_OUT = (
    Text(_C, "closed the talon and went out; {role} had {score} and no trick at the close",
         subject="role",
         you="closed the talon and went out; you had {score} and no trick at the close"),
    Text(_C, "closed the talon and went out; {role} had {score} and a trick at the close",
         subject="role",
         you="closed the talon and went out; you had {score} and a trick at the close"))
_WENT_OUT_SCHWARZ = Text(_C, "went out with {score} while {role} has no trick", subject="role",
                         you="went out with {score} while you have no trick")
_WENT_OUT = Text(_C, "went out with {score} against {other}")
_FALSE_CLAIM = Text(_C, "{role} claimed 66 with only {score}", subject="role",
                    you="you claimed 66 with only {score}")
_CLOSER_FAILED = Text(_C, "{role} closed the talon and did not reach 66", subject="role",
                      you="you closed the talon and did not reach 66")
_LAST_TRICK = Text(_C, "won the last trick ({score} against {other})")
_TIE = Text(_C, "65 against 65")
_STANDING = Text(_C, "to go {to_go_0} : {to_go_1}   Bummerl {bummerl_0} : {bummerl_1}")
# Bad input: options, deals, records.
_NOT_OPTIONS = Text(_C, "Schnapsen needs schnapsen.Options, not {type}")
_BAD_DEALER = Text(_C, "the dealer is seat 0 or 1, not {dealer}")
_NOT_THE_PACK = Text(_C, "a Schnapsen deal needs each of the {n} cards of the pack exactly once")
_BAD_CARRY = Text(_C, "a Schnapsen deal carries a SchnapsenCarry, not {carry}")
_BAD_TIE_BONUS = Text(_C, "the tie bonus is a whole number ≥ 0, not {bonus}")
_TWO_PLAYERS = Text(_C, "Schnapsen is played by 2 players, not {n}")
_NOT_A_MOVE = Text(_C, "{action} is not a Schnapsen move")

# --- card tables (cards are ints, sets are bitmasks) ---------------------------------------

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

# --- moves and their actions ----------------------------------------------------------------

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
_MOVE_OF_ID: Final[dict[int, int]] = {id(a): m for a, m in _MOVE_OF.items()}


def move_of(action: Action) -> int:
    """The core's move of an action; IllegalActionError for an action Schnapsen does not have."""
    move = _MOVE_OF.get(action) if isinstance(action, Action) else None
    if move is None:
        raise IllegalActionError(repr(action)[:60], _NOT_A_MOVE(action=repr(action)[:60]))
    return move


def action_of(move: int) -> Action:
    """The action of one of the core's moves (the same object every time);
    IllegalActionError for a number that is not one."""
    action = ACTIONS.get(move)
    if action is None:
        raise IllegalActionError(move, _NOT_A_MOVE(action=repr(move)[:20]))
    return action


_PLAY_EVENTS: Final = tuple(tuple(Event("play", s, (c,)) for c in range(52)) for s in (0, 1))
_DRAW_EVENTS: Final = tuple(tuple(Event("draw", s, (c,), private=True) for c in range(52))
                            for s in (0, 1))
_SHOWN_DRAW_EVENTS: Final = tuple(tuple(Event("draw", s, (c,)) for c in range(52))
                                  for s in (0, 1))  # the face-up trump card, drawn last
_TRUMP_EVENTS: Final = tuple(Event("trump", -1, (c,), target=c // 13) for c in range(52))
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
        raise OptionsError(_NOT_OPTIONS(type=type(options).__name__))
    if options not in _validated:
        validate_options(options)
        _validated.add(options)
    _last_validated[0] = options


# --- the rules core -----------------------------------------------------------------------


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
    events of each move to (the state's log).
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


def _cards(cs: CardSet) -> tuple[int, ...]:
    """The cards of a set, lowest first (memoised: the same hands come up again and again)."""
    cards = _card_lists.get(cs)
    if cards is None:
        if len(_card_lists) >= 100_000:  # bound the memory of long searches (~15 MB)
            _card_lists.clear()
        cards = _card_lists[cs] = tuple(card_list(cs))
    return cards


def _split(deck: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...], int,
                                           tuple[int, ...]]:
    """Forehand's cards, dealer's cards, the trump card and the rest (rules §1.4, §4 deck)."""
    d = deck
    if len(d) == 20:
        return d[0:3] + d[7:9], d[3:6] + d[9:11], d[6], d[11:]
    return d[0:3] + d[6:9], d[3:6] + d[9:12], d[12], d[13:]


def _checked_deck(options: Any, dealer: object, deck: Any) -> tuple[int, ...]:
    _check_options(options)
    if type(dealer) is not int or dealer not in (0, 1):
        raise OptionsError(_BAD_DEALER(dealer=repr(dealer)[:20]))
    pack = pack_of(options)
    cards: tuple[int, ...] = tuple(deck)
    if not _is_pack(cards, pack):
        raise RecordError(_NOT_THE_PACK(n=pack.bit_count()))
    return cards


def _deal_core(options: Options, dealer: int, deck: tuple[int, ...]) -> SchnapsenCore:
    forehand, dealt, trump_card, rest = _split(deck)
    hands = [0, 0]
    hands[1 - dealer] = sum(map(_BIT.__getitem__, forehand))
    hands[dealer] = sum(map(_BIT.__getitem__, dealt))
    return SchnapsenCore(rules_for(options, SUIT[trump_card]), hands, rest + (trump_card,),
                         1 - dealer)


def new_core(options: Options, num_seats: int, dealer: int, deck: Any,
             carry: Carry | None = None) -> SchnapsenCore:
    """The core of a fresh deal from an explicit pack order (``GameInfo.new_core``)."""
    if num_seats != 2:
        raise OptionsError(_TWO_PLAYERS(n=str(num_seats)[:12]))
    return _deal_core(options, dealer, _checked_deck(options, dealer, deck))


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


# --- the deal the engine plays: checking, events, history, views -------------------------

OPEN, CLOSED, EXHAUSTED = 0, 1, 2
TALON_STATES: Final = ("open", "closed", "exhausted")
_LEAD, _MARRIED, _FOLLOW, _LAST_CLAIM, _OVER = range(5)
_PHASES: Final = ("lead", "marriage", "follow", "last claim", "over")


@dataclass(frozen=True)
class SchnapsenCarry(Carry):
    """What a deal hands on: the game points a 65 : 65 tie left for the next winner."""

    tie_bonus: int = 0


def _tie_bonus(carry: Carry) -> int:
    if type(carry) is Carry and carry.chips is None:
        return 0  # nothing carried
    if not isinstance(carry, SchnapsenCarry):
        raise RecordError(_BAD_CARRY(carry=repr(carry)[:73]))  # 120 characters at most
    if carry.tie_bonus < 0 or carry.chips is not None:
        raise RecordError(_BAD_TIE_BONUS(bonus=repr(carry.tie_bonus)))
    return carry.tie_bonus


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
    """One deal of Schnapsen: a :class:`SchnapsenCore` (``core``) and what the table needs
    besides the rules: the checks, the events, the history and what each seat has seen.

    The facts of the deal (``hands``, ``talon``, ``points`` …) are read from the core; the
    lists are the core's own, so a test may set up a position through them.
    """

    game_id = "schnapsen"

    def __init__(self, options: Options, dealer: int, deck: tuple[int, ...] | list[int],
                 carry: Carry | None = None) -> None:
        self.deck = _checked_deck(options, dealer, deck)
        self.options = options
        self.num_seats = 2
        self.dealer = dealer
        self.forehand = 1 - dealer
        self.carry: Carry = carry if carry is not None else SchnapsenCarry()
        self.tie_bonus = _tie_bonus(self.carry)
        self.history: list[Action] = []
        forehand, dealt, trump_card, _ = _split(self.deck)
        self.log: list[Event] = [Event("deal", self.forehand, forehand, private=True),
                                 Event("deal", dealer, dealt, private=True),
                                 _TRUMP_EVENTS[trump_card]]
        self.core = _deal_core(options, dealer, self.deck)
        self.core.trace = self.log
        # What the core does not keep, read from the log when asked for (see _seen).
        self._won = [0, 0]
        self._known = [0, 0]
        self._marriages: tuple[tuple[int, int, int], ...] = ()
        self._seen_upto = len(self.log)

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
            return _FOLLOW
        if core.married >= 0:
            return _MARRIED
        return _LEAD if core.hands[core.to_move] else _LAST_CLAIM

    def score(self, seat: int) -> int:
        """Card points plus credited marriages (rules §2.1 ``score``)."""
        return self.core.score(seat)

    # --- actions --------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return list(map(ACTIONS.__getitem__, self.core.moves()))

    def apply(self, action: Action | str) -> list[Event]:
        # The actions handed out by legal_actions come back here: check them by their move
        # (every other action takes the base class's way, which reads, checks and explains).
        move = _MOVE_OF_ID.get(id(action))
        if move is not None and self.core.is_legal(move):
            return self._play(move)
        return super().apply(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        move = _MOVE_OF_ID.get(id(action))
        return self._play(move_of(action) if move is None else move)

    def _apply(self, action: Action) -> list[Event]:
        return self._play(move_of(action))

    def _play(self, move: int) -> list[Event]:
        log = self.log
        start = len(log)
        core = self.core
        core.play(move)
        if core.is_over:
            w = core.winner
            log.append(Event("deal_over", w, value=core.game_points + self._bonus(w),
                             text=core.rule))
        self.history.append(ACTIONS[move])
        return log[start:]

    # --- what the seats have seen (views only: read from the log, when asked) -------------
    def _seen(self) -> None:
        """Bring the cards won, the cards known in each hand and the marriages up to the log.

        Views ask for these far less often than moves are made, so they are worked out from
        the events since the last time rather than on every move.
        """
        log, known, won = self.log, self._known, self._won
        for i in range(self._seen_upto, len(log)):
            e = log[i]
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
                self._marriages += ((e.seat, e.target, e.value),)
        self._seen_upto = len(log)

    @property
    def won(self) -> list[CardSet]:
        """The cards of each seat's tricks."""
        self._seen()
        return self._won

    @property
    def known(self) -> list[CardSet]:
        """The cards publicly known to be in each hand (exchanged, shown, drawn face up)."""
        self._seen()
        return self._known

    @property
    def marriages(self) -> tuple[tuple[int, int, int], ...]:
        """The marriages announced: (seat, suit, 20 or 40), in order."""
        self._seen()
        return self._marriages

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
            summary = _NOBODY_SCORES(why=why, n=self.tie_bonus + 1)
            carry = SchnapsenCarry(tie_bonus=self.tie_bonus + 1)
            return DealResult((0, 0), (), summary, self._details(rule), carry)
        pts = core.game_points + self.tie_bonus
        role = SeatRef(w, _ROLE_AT_START[w == self.forehand]())
        if self.tie_bonus:
            summary = _WINS_WITH_TIE_BONUS(role=role, n=pts, why=why, bonus=self.tie_bonus)
        else:
            summary = _WINS(role=role, n=pts, why=why)
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
            return _WENT_OUT_FIRST(role=role(o))
        if rule == "R2" and core.rules.viennese:
            return _CLOSED_AND_WENT_OUT[core.snap_trick](role=role(o), score=core.snap_score)
        if rule in ("R1", "R2"):
            if core.tricks[o] == 0:
                return _WENT_OUT_SCHWARZ(score=core.score(w), role=role(o))
            return _WENT_OUT(score=core.score(w), other=core.score(o))
        if rule == "R6":
            return _FALSE_CLAIM(role=role(o), score=core.score(o))
        if rule == "R4":
            return _CLOSER_FAILED(role=role(core.closer))
        if rule == "tie":
            return _TIE()
        return _LAST_TRICK(score=core.score(w), other=core.score(o))  # R5

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
        new.__dict__.update(self.__dict__)
        new.core = self.core.clone()
        new.log = self.log[:]
        new.core.trace = new.log
        new.history = self.history[:]
        new._won = self._won[:]
        new._known = self._known[:]
        return new

    def key(self) -> tuple[Any, ...]:
        c, won, known = self.core, self.won, self.known
        return (self.dealer, self.tie_bonus, c.hands[0], c.hands[1], c.talon, c.closer,
                c.snap_score, c.snap_trick, tuple(c.points), tuple(c.tricks),
                tuple(c.credited), tuple(c.pending), c.leader, c.to_move, c.lead, c.married,
                c.last_winner, c.is_over, c.winner, c.game_points, c.rule,
                won[0], won[1], known[0], known[1], self.marriages)

    def card_zones(self) -> dict[str, CardSet]:
        c, won = self.core, self.won
        return {"hand 0": c.hands[0], "hand 1": c.hands[1],
                "talon": sum(1 << x for x in c.talon),
                "trick": (1 << c.lead) if c.lead >= 0 else 0, "won 0": won[0], "won 1": won[1]}

    def _opponent_known(self, seat: int) -> CardSet:
        opp = 1 - seat
        if self.talon_state == EXHAUSTED:
            return self.core.hands[opp]  # every other card is seen or in one's own hand
        return self.known[opp]

    def secret_cards(self, seat: int) -> CardSet:
        face_down = sum(1 << c for c in self.core.talon[:-1])
        return (self.core.hands[1 - seat] & ~self._opponent_known(seat)) | face_down

    def view(self, seat: int) -> SchnapsenView:
        c, won = self.core, self.won
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
            marriages=self.marriages, marriage_suit=c.married,
            opponent_known=self._opponent_known(seat),
            played=won[0] | won[1] | ((1 << c.lead) if c.lead >= 0 else 0),
            won=(won[0], won[1]), last_trick_winner=c.last_winner,
            phase=_PHASES[self.phase])

    # --- explaining refusals --------------------------------------------------------------
    def why_illegal(self, action: Action) -> Message:
        if self.is_over:
            return super().why_illegal(action)
        if self.phase == _LAST_CLAIM and action.kind not in ("claim", "decline"):
            return _LAST_CLAIM_ONLY()
        why = {PLAY: self._why_not_play, "exchange": self._why_not_exchange,
               "close": self._why_not_close, "marry": self._why_not_marry,
               "claim": self._why_not_claim}.get(action.kind)
        if why is not None:
            return why(action)
        if action.kind == "decline":
            return _NO_CLAIM_TO_DECLINE()
        return _NO_SUCH_ACTION(kind=repr(action.kind))

    def _why_not_play(self, action: Action) -> Message:
        c = action.card
        if c is None or not 0 <= c < 52 or not pack_of(self.options) >> c & 1:
            return _NOT_IN_PACK()
        if not self.hands[self.current_player] >> c & 1:
            return _NOT_HELD(card=CardRef(c))
        if self.phase == _MARRIED:
            suit = SuitRef(self.marriage_suit, plural=True)
            if self.options.marriage_lead_card == "king_only":
                return _LEAD_THE_KING(suit=suit)
            return _LEAD_KING_OR_QUEEN(suit=suit)
        led = self.led
        if self.phase != _FOLLOW or led < 0:
            return _NOT_YOUR_CARD_TURN()
        hand = self.hands[self.current_player]
        if hand & SUIT_MASK_OF[led] & HIGHER[led]:
            return _HEAD_THE_TRICK(suit=SuitRef(SUIT[led]), led=card_str(led))
        if hand & SUIT_MASK_OF[led]:
            return _FOLLOW_SUIT(suit=SuitRef(SUIT[led]))
        return _MUST_TRUMP(suit=SuitRef(SUIT[led], plural=True),
                           trump=SuitRef(self.trump, plural=True))

    def _not_on_lead(self, what: Text) -> Message | None:
        if self.phase == _FOLLOW:
            return _ONLY_THE_LEADER(what=what())
        if self.phase == _MARRIED:
            return _NOT_AFTER_MARRIAGE(what=what())
        return None

    def _talon_gone(self) -> Message | None:
        if self.talon_state == CLOSED:
            return _TALON_CLOSED()
        if self.talon_state == EXHAUSTED:
            return _TALON_USED_UP()
        return None

    def _why_not_exchange(self, action: Action) -> Message:
        why = self._not_on_lead(_TO_EXCHANGE) or self._talon_gone()
        if why:
            return why
        o, p = self.options, self.leader
        if not self.hands[p] >> self.exchange_card & 1:
            return _NOT_HELD(card=CardRef(self.exchange_card))
        if self.talon_size < o.exchange_min_talon:
            return _EXCHANGE_TALON_TOO_SMALL(n=o.exchange_min_talon)
        return _EXCHANGE_NEEDS_TRICK()

    def _why_not_close(self, action: Action) -> Message:
        if not self.options.closing_enabled:
            return _NO_CLOSING()
        why = self._not_on_lead(_TO_CLOSE) or self._talon_gone()
        if why:
            return why
        return _CLOSE_TALON_TOO_SMALL(n=self.options.close_min_talon)

    def _why_not_marry(self, action: Action) -> Message:
        if self.phase == _MARRIED:
            return _ONE_MARRIAGE()
        why = self._not_on_lead(_TO_MARRY)
        if why:
            return why
        s = action.suit
        if s is None:
            return _NAME_THE_SUIT()
        hand, king = self.hands[self.leader], card(s, KING)
        if not (hand >> king & 1 and hand >> (king - 1) & 1):
            return _NO_PAIR(suit=SuitRef(s, plural=True))
        if self.talon_state != OPEN and not self.options.marriages_after_close:
            return _NO_MARRIAGE_AFTER_CLOSE()
        return _MARRIAGE_NEEDS_TRICK()

    def _why_not_claim(self, action: Action) -> Message:
        if self.options.claim_mode == "auto":
            return _CLAIM_IS_AUTOMATIC()
        if self.phase == _MARRIED and not self.options.claim_after_marriage:
            return _CLAIM_AFTER_TRICK()
        return _CLAIM_BEFORE_LEADING()


_new_state = object.__new__

# --- the one sampler of hidden cards --------------------------------------------------------


def _marriage_accounts(events: tuple[Event, ...], rules: Rules) -> tuple[list[int], list[int]]:
    """Credited and pending marriage points of both seats, replayed from public events on
    a scratch core (only its accounts are used)."""
    scratch = SchnapsenCore(rules, [0, 0], (), 0)
    for e in events:
        if e.kind == "marriage":
            scratch.count_marriage(e.seat, e.value)
        elif e.kind == "trick":
            scratch.count_trick(e.seat)
    return scratch.credited, scratch.pending


def _not_held_after_close(view: SchnapsenView) -> CardSet:
    """Cards the opponent cannot hold, by his follows after the close (strict play).

    Once the talon is closed nobody draws, so what a follow shows lasts for the deal: a
    suit not followed is void, a trump not played to a plain lead means no trump, a lower
    card of the suit means no higher one.
    """
    opp, trump = 1 - view.seat, view.trump
    forbidden, strict, led = 0, False, -1
    for e in view.events:
        if e.kind == "close":
            strict = True
        elif e.kind == "play":
            if led < 0:
                led = e.cards[0]
                continue
            c = e.cards[0]
            if strict and e.seat == opp:
                if SUIT[c] != SUIT[led]:
                    forbidden |= SUIT_MASK_OF[led]
                    if SUIT[c] != trump and SUIT[led] != trump:
                        forbidden |= SUIT_MASKS[trump]
                elif not HIGHER[led] >> c & 1:
                    forbidden |= HIGHER[led]
            led = -1
    return forbidden


class HiddenCards:
    """What one seat's view tells about the cards it cannot see, worked out once; each
    :meth:`sample` deals those cards anew, uniformly among the deals consistent with the view.

    Known: the seat's hand, every card played, the trump card while it lies under the talon,
    the cards publicly known to be in the opponent's hand (exchanged, shown in a marriage,
    the last one drawn; all of them once the talon is used up) and, after a close, what the
    opponent's follows prove he does not hold. The opponent gets his known cards and, of
    the others, as many as he holds, drawn among those he may hold; the rest is the talon.
    """

    def __init__(self, options: Options, view: View) -> None:
        if not isinstance(view, SchnapsenView):
            raise TypeError("the Schnapsen sampler reads a SchnapsenView")
        self.view = view
        self.rules = rules_for(options, view.trump)
        known_opp = view.opponent_known
        trump_card = view.trump_card
        in_talon = (1 << trump_card) if trump_card is not None else 0
        unknown = pack_of(options) & ~view.hand & ~view.played & ~known_opp & ~in_talon
        self.pool = card_list(unknown)
        forbidden = _not_held_after_close(view) if view.talon_state == "closed" else 0
        self.allowed = [c for c in self.pool if not forbidden >> c & 1]
        self.need = view.hand_sizes[1 - view.seat] - known_opp.bit_count()
        if len(self.allowed) < self.need:  # cannot happen with legal play; never fail over it
            self.allowed = self.pool
        self.tail = (trump_card,) if trump_card is not None else ()
        self.points = [sum(POINTS[c] for c in card_list(won)) for won in view.won]
        exhausted = view.talon_state == "exhausted"
        if exhausted and not any(view.hand_sizes) and view.last_trick_winner >= 0:
            self.points[view.last_trick_winner] += self.rules.last_trick_bonus
        self.credited, self.pending = _marriage_accounts(view.events, self.rules)

    def sample(self, rng: random.Random) -> SchnapsenCore:
        """A core consistent with the view, the hidden cards dealt at random by ``rng``."""
        view = self.view
        me, opp = view.seat, 1 - view.seat
        opp_cards = rng.sample(self.allowed, self.need)
        chosen = set(opp_cards)
        rest = [c for c in self.pool if c not in chosen]
        rng.shuffle(rest)
        hands = [0, 0]
        hands[me] = view.hand
        hands[opp] = view.opponent_known | sum(1 << c for c in opp_cards)
        talon = () if view.talon_state == "exhausted" else tuple(rest) + self.tail
        # Once the deal is over the winner of the last trick is on lead, as in the deal.
        leader = (view.trick[0][0] if view.trick else
                  view.last_trick_winner if view.is_over else view.current_player)
        core = SchnapsenCore(self.rules, hands, talon, leader)
        if view.trick:
            core.lead, core.to_move = view.trick[0][1], 1 - leader
        core.married = view.marriage_suit
        core.closer = view.closer
        if view.close_snapshot is not None:
            core.snap_score, core.snap_trick = view.close_snapshot
        core.tricks = list(view.tricks)
        core.last_winner = view.last_trick_winner
        core.points = self.points[:]
        core.credited, core.pending = self.credited[:], self.pending[:]
        if view.is_over:
            over = next(e for e in reversed(view.events) if e.kind == "deal_over")
            core._finish(over.seat, over.value, over.text)
        return core


def sample(options: Options, view: View, rng: random.Random) -> SchnapsenCore:
    """The game's sampler (``GameInfo.sample``): a core consistent with everything ``view``
    shows, the cards that seat cannot see dealt at random (see :class:`HiddenCards`, which a
    search keeps for the many samples of one decision)."""
    return HiddenCards(options, view).sample(rng)


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
                 first_dealer: int | None = None, bummerls_to_win: int = 0, *,
                 start: Start | None = None) -> None:
        super().__init__(info, options, num_seats, seed, first_dealer, start=start)
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
        return _STANDING(to_go_0=self.to_go[0], to_go_1=self.to_go[1],
                         bummerl_0=self.bummerls[0], bummerl_1=self.bummerls[1])


# --- registration -------------------------------------------------------------------------


def new_deal(options: Options, num_seats: int, dealer: int, deck: Any,
             carry: Carry) -> SchnapsenState:
    """The deal factory of the registry: an explicit pack order, ``deck[0]`` on top."""
    if num_seats != 2:
        raise OptionsError(_TWO_PLAYERS(n=str(num_seats)[:12]))
    return SchnapsenState(options, dealer, tuple(deck), carry)


GAME: Final = GameInfo(
    about=about("schnapsen"), seat_range=(2,), default_seats=2, options_type=Options,
    presets=PRESETS, pack=pack_of, deal=new_deal, rules_file="rules/schnapsen.md",
    match_type=SchnapsenMatch, default_preset="traditional", carry_type=SchnapsenCarry,
    preset_labels={"traditional": "Traditional", "sixty_six": "Sixty-six",
                   "vu_compat": "Amsterdam rules"},
    new_core=new_core, sample=sample, move_of=move_of, action_of=action_of,
    player="cardtable.ai.schnapsen_levels:make_schnapsen_player")

__all__ = [
    "GAME",
    "POINTS",
    "PRESETS",
    "HiddenCards",
    "Options",
    "Rules",
    "SchnapsenCarry",
    "SchnapsenCore",
    "SchnapsenMatch",
    "SchnapsenState",
    "SchnapsenView",
    "action_of",
    "game_points",
    "move_of",
    "new_core",
    "sample",
]
