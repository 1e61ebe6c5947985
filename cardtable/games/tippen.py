"""Tippen (Dreiblatt): three cards, one pot, a third of the pot per trick and the bête for
a player who plays and takes none. Rules: ``shared/rules/tippen.md`` (the ground truth; its
section numbers are quoted below). Presets ``katira`` (default), ``grupp`` and
``alvensleben``; every variant of §4 is an option; 3-5 players with the exchange, 3-6 without.

One deal (:class:`TippenState`) runs the state machine of §2 from the ante to the settlement:
the automatic phases (ante, pot set-up, the deal, turning the trump card, resolving the
declarations, the settlement) happen inside the action that leads to them and are told by
events. The rules live in :class:`TippenCore` (ints, bitmasks, int moves: what the search plays
on); the state wraps it with the checks, events, history, views and record. A session is a
:class:`TippenMatch` (:class:`~cardtable.engine.match.ChipMatch`): start balance and length are
options, the chips travel from deal to deal in :class:`TippenCarry`.

Action notation (``Action.parse(str(a)) == a`` for every action):

* ``shove`` / ``deal`` — the dealer passes the deal on (paying another ante) or deals (§2.3 B);
* ``cut 12`` — the cutter lifts 12 cards (1-31) (§2.3 C);
* ``knock``, ``sniff``, ``decline`` — the dealer's calls (F, G); ``decline`` also refuses a rob;
* ``discard 7H`` — the knocking or sniffing dealer's discard (H);
* ``tap`` (play), ``pass``, ``drop_out`` — the declarations (I);
* ``exchange 7S QD`` — throw these cards and take as many from the talon; ``exchange`` alone
  stands pat (K);
* ``rob`` — swap the seven of trumps for the face-up trump card (L);
* ``QH`` — play that card (M).

Chips lie in three places on the table: ``pot`` (the playing pot ``P``; between deals all the
carry), ``reserve`` (``R``, the excess over a pot cap) and ``bete`` (``Bp``, the bêtes paid this
deal, the next deal's pot). At the end of each deal the reserve and the bêtes join the pot.

Events, in order (every chip movement carries its :class:`ChipMove` in ``Event.chips``):
``ante`` (seat pays the basic stake into the pot), ``shove`` (seat, target = the new dealer)
or ``keep_deal``,
``cut`` (seat = cutter, value = cards lifted), ``hupf`` (the bottom card shown, value 1 or 2,
target = the new dealer or -1), ``reserve`` (the excess over the cap set aside), ``pot``
(value = ``P``; text ``forced`` or ``bare`` or ""), ``deal`` (one card to a seat, private to
it; a dealer who may still knock does not see his own: hidden from all), ``trump_card`` (the
card placed; text ``face_down`` — hidden from all — or ``face_up``), ``knock`` (value = the
trump suit; the card taken, private to the dealer), ``pick_up`` (the knocking dealer's three
cards, private), ``sniff`` (value = suit, text ``alvensleben`` with the card public or
``grupp`` with it private), ``decline`` (text ``knock``/``sniff``/``rob``), ``turn_trump``
(public, value = suit), ``discard`` (private), ``tap``/``pass``/``drop_out`` (a passed or
dropped hand goes face down, its cards private to its owner; ``tap`` with text ``automatic``
for a knocking or Grupp-sniffing dealer; ``drop_out`` pays the bête), ``resolve`` (text
``all_pass``, ``sole`` or ``played``), ``exchange`` (value = how many, the thrown cards
private), ``draw`` (the cards from the talon, private to the receiver), ``rob`` (public: the
seven, then the trump card), ``play``, ``trick`` (seat = winner, cards in play order, value =
trick number, chips: a third of the pot to the winner), ``sole`` (the pot to the sole player),
``bete`` (value = the amount, text ``single`` or ``double``), ``carry`` (the reserve and the
bêtes into the pot) and ``deal_over`` (text = the outcome).

Decisions where the rules file is silent, or where the contract shaped them (see also §5):

* The cut is an action of the cutter, ``cut k``: the deal record then holds the shuffled pack
  before the cut (``deck``) and the cut, so a deal replays exactly; computer players cut at
  random (it has no strategic value). Test vectors that give the completed pack are built with
  :func:`deck_before_cut`.
* A trick's third of the pot is paid when the trick is won, not all at the settlement: the
  balances after the deal are those of §2.3 N, and the table can fly each third as it is won.
  Bêtes are paid at the settlement, into ``bete``.
* ``pot_cap`` is a whole number, 0 meaning no cap (the rules' "null").
* The first dealer is found by dealing for the first ace (§1.5) when ``first_dealer`` is
  ``ace`` (preset ``alvensleben``); otherwise at random. With ``ace`` the match's seed decides
  it and a first dealer passed to the match is overruled. The cards dealt are the match's
  ``opening`` events (``first_ace_card``, then ``first_dealer``).
* Before he knocks or declines, the knocking dealer's three cards lie face down in front of him,
  not in his hand (view ``face_down``); he picks them up after the decision.
* A session's length (``session_deals``, 0: until the players stop) and start balance are
  options. At the end, ``leftover_at_end = split`` gives each seat an equal share of the pot;
  the indivisible rest, and the whole pot under ``unclaimed``, stay in the pot, visible
  (chips are never destroyed).
* A deal made without chips in its carry (a single deal, a test) starts every seat with the
  start balance and an empty pot.
* Public inference is part of the view (``TippenView.excluded``): a card played under the
  follow and lead duties shows which cards its player cannot hold (§3.2-3.4). The sampler of
  hidden cards respects it, and the cards known to be in a hand (a robbed trump card, the trump
  card an Alvensleben sniffer took).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from cardtable.cards import (
    ACE,
    HIDDEN,
    PACK_32,
    SEVEN,
    SUIT_MASKS,
    CardSet,
    card,
    card_list,
)
from cardtable.engine.action import PLAY, Action, well_formed, with_cards
from cardtable.engine.carry import Carry
from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.errors import IllegalActionError, OptionsError, RecordError
from cardtable.engine.events import Event, make_event
from cardtable.engine.match import ChipMatch
from cardtable.engine.messages import CardRef, Message, SeatRef, SuitRef, Text
from cardtable.engine.options import option
from cardtable.engine.registry import GameInfo
from cardtable.engine.start import Start
from cardtable.engine.state import TERMINAL, DealResult, GameState, View
from cardtable.games import about

# --- options --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """Every variant of ``rules/tippen.md`` §4, with the defaults of the preset ``katira``."""

    deal_method: str = option(
        "katira", "Deal",
        help="How the cards are dealt around the trump card", choices=("grupp", "katira"),
        labels={"grupp": "Three cards each, then the trump card (Grupp)",
                "katira": "Two cards each, the trump card, one more each (Katira)"})
    bete_rule: str = option(
        "pot", "Bête", choices=("pot", "basic_stake"),
        labels={"pot": "The playing pot", "basic_stake": "The basic stake"},
        help="What a player who plays and takes no trick pays into the pot")
    exchange: bool = option(True, "Exchange with the talon",
                            help="Active players may exchange up to three cards (3-5 players)")
    tipp_zwang: bool = option(False, "Forced play on a bare pot",
                              help="When nothing was carried into the pot, everybody must play")
    play_rule: str = option(
        "strict", "Follow rules",
        help="What a player must play to a trick", choices=("strict", "alvensleben"),
        labels={"strict": "Follow suit, else trump; head the trick",
                "alvensleben": "Follow suit, else trump an untrumped trick (von Alvensleben)"})
    alvensleben_trump_leads: bool = option(
        False, "Forced trump leads",
        help="With three players in, the first lead is a trump; the winner of trick 1 who "
             "held two trumps leads a trump to trick 2")
    basic_stake: int = option(3, "Basic stake", minimum=3, maximum=3000,
                              help="The dealer's ante, a multiple of 3")
    pot_cap: int = option(0, "Pot cap", minimum=0, maximum=10**6,
                          help="The most a deal is played for (0: no cap); a multiple of 3")
    rauben: bool = option(False, "Robbing the trump",
                          help="An active holder of the seven of trumps may take the trump card")
    sniffing: str = option(
        "off", "Sniffing",
        help="The dealer may take the face-down trump card after looking at his cards",
        choices=("off", "alvensleben", "grupp"),
        labels={"off": "No", "alvensleben": "Von Alvensleben: the dealer may drop out",
                "grupp": "Grupp: the dealer must take two tricks"})
    knocking: bool = option(False, "Knocking",
                            help="The dealer may take the trump card before seeing his hand")
    schieben: bool = option(False, "Shoving", help="The dealer may pass the deal on, paying")
    hupf_und_sprung: bool = option(
        False, "Hupf und Sprung",
        help="An ace or seven at the bottom of the cut moves the deal on; no forced play")
    leftover_at_end: str = option(
        "split", "Pot at the end of a session",
        help="What becomes of the chips in the pot when the session ends",
        choices=("split", "unclaimed"),
        labels={"split": "Shared equally", "unclaimed": "Left on the table"})
    first_dealer: str = option(
        "random", "First dealer",
        help="Who deals the first deal of a session", choices=("random", "ace"),
        labels={"random": "Drawn at random", "ace": "The first to be dealt an ace"})
    start_balance: int = option(100, "Start balance",
                                help="The chips each player starts the session with",
                                minimum=0, maximum=10**6)
    session_deals: int = option(20, "Deals in a session", minimum=0, maximum=10_000,
                                help="0: play until you stop", labels={0: "Until you stop"})

    def __post_init__(self) -> None:
        s, cap = self.basic_stake, self.pot_cap
        if isinstance(s, int) and s % 3:
            raise OptionsError(f"the basic stake must be a multiple of 3, not {s}")
        if isinstance(cap, int) and isinstance(s, int) and cap and (cap % 3 or cap < s):
            raise OptionsError(f"a pot cap must be a multiple of 3 and at least the basic "
                               f"stake ({s}), not {cap}")


PRESETS: Final[Mapping[str, Options]] = {
    "katira": Options(),
    "grupp": Options(deal_method="grupp", bete_rule="basic_stake"),
    "alvensleben": Options(deal_method="grupp", exchange=False, tipp_zwang=True,
                           play_rule="alvensleben", alvensleben_trump_leads=True,
                           first_dealer="ace"),
}
PRESET_LABELS: Final = {
    "katira": "Katira (1983): exchange, the bête is the pot",
    "grupp": "Grupp (1975): exchange, the bête is the basic stake",
    "alvensleben": "Von Alvensleben (1853): forced play on a bare pot, trump leads",
}


def seats_for(options: Options) -> tuple[int, ...]:
    """3-5 players with the exchange (the talon must cover it), 3-6 without (§1.2)."""
    return (3, 4, 5) if options.exchange else (3, 4, 5, 6)


# --- the rules of one set of options, made once ----------------------------------------------


class Rules:
    """The options as the core reads them: plain ints and bools."""

    __slots__ = ("bete_pot", "cap", "exchange", "hupf", "katira", "knocking", "rauben",
                 "schieben", "sniffing", "stake", "strict", "tipp_zwang", "trump_leads")

    def __init__(self, o: Options) -> None:
        self.stake = o.basic_stake
        self.cap = o.pot_cap
        self.bete_pot = o.bete_rule == "pot"
        self.exchange = o.exchange
        self.tipp_zwang = o.tipp_zwang
        self.strict = o.play_rule == "strict"
        self.trump_leads = o.alvensleben_trump_leads
        self.rauben = o.rauben
        self.sniffing = ("off", "alvensleben", "grupp").index(o.sniffing)
        self.knocking = o.knocking
        self.schieben = o.schieben
        self.hupf = o.hupf_und_sprung
        self.katira = o.deal_method == "katira"


_RULES: dict[int, tuple[Options, Rules]] = {}


def rules_of(options: Options) -> Rules:
    """The core's rules of ``options`` (cached by identity; the entry keeps them alive)."""
    found = _RULES.get(id(options))
    if found is not None and found[0] is options:
        return found[1]
    if len(_RULES) > 1000:
        _RULES.clear()
    rules = Rules(options)
    _RULES[id(options)] = (options, rules)
    return rules


# --- cards and trick rules (§1.4, §3) ------------------------------------------------------------

PACK: Final = PACK_32
PACK_LIST: Final = tuple(card_list(PACK_32))
# ABOVE[c]: the cards of c's suit that rank above it.
ABOVE: Final = tuple(SUIT_MASKS[c // 13] & ~((2 << c) - 1) for c in range(52))
SEVENS: Final = tuple(card(s, SEVEN) for s in range(4))


def is_seven_or_ace(c: int) -> bool:
    return c % 13 + 2 in (SEVEN, ACE)


def beats(c: int, best: int, trump: int) -> bool:
    """Whether ``c`` beats the winning card so far (§3.1)."""
    if c // 13 == best // 13:
        return c > best
    return c // 13 == trump


def follow_cards(hand: CardSet, led: int, best: int, trump: int, strict: bool) -> CardSet:
    """The cards ``hand`` may play to a trick led with suit ``led`` whose winning card so far
    is ``best`` (§3.3 strict, §3.4 von Alvensleben)."""
    follow = hand & SUIT_MASKS[led]
    trumped = best // 13 == trump and led != trump
    if follow:
        if strict and not trumped:
            return follow & ABOVE[best] or follow
        return follow
    trumps = hand & SUIT_MASKS[trump] if trump >= 0 else 0
    if trumps:
        if strict:
            if best // 13 == trump:
                return trumps & ABOVE[best] or trumps
            return trumps
        return hand if trumped else trumps
    return hand


def lead_cards(hand: CardSet, trump: int, trick_no: int, active: int, leader_t1_trumps: int,
               trump_leads: bool) -> CardSet:
    """The cards the leader may lead (§3.2)."""
    if trump_leads:
        trumps = hand & SUIT_MASKS[trump]
        if trumps and ((trick_no == 0 and active >= 3) or (trick_no == 1 and
                                                           leader_t1_trumps >= 2)):
            return trumps
    return hand


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


# --- moves ------------------------------------------------------------------------------------
# Cards 0-51 are plays; 64 + c a dealer's discard; the calls below; 160 + k a cut of k cards;
# EXCHANGE + (c1+1) + (c2+1 << 6) + (c3+1 << 12) an exchange of up to three cards (lowest first).

DISCARD: Final = 64
TAP, PASS, DROP_OUT, KNOCK, SNIFF, DECLINE, SHOVE, DEAL, ROB = range(128, 137)
CUT: Final = 160
EXCHANGE: Final = 1 << 18
_CALLS: Final = {TAP: "tap", PASS: "pass", DROP_OUT: "drop_out", KNOCK: "knock",
                 SNIFF: "sniff", DECLINE: "decline", SHOVE: "shove", DEAL: "deal", ROB: "rob"}
_CALL_MOVES: Final = {v: k for k, v in _CALLS.items()}

SHOVING, CUTTING, KNOCKING, SNIFFING, DISCARDING, DECLARING, EXCHANGING, ROBBING, PLAYING, \
    OVER = range(10)
PHASE_NAMES: Final = ("shove", "cut", "knock", "sniff", "discard", "declare", "exchange", "rob",
                      "play", "over")
WAITING, ACTIVE, PASSED, DROPPED = range(4)
STATUS_NAMES: Final = ("waiting", "active", "passed", "dropped")
NO_TRUMP_CARD, FACE_DOWN, FACE_UP, TAKEN, ROBBED = range(5)
TRUMP_STATES: Final = ("none", "face_down", "face_up", "taken", "robbed")
NOT_SNIFFED, SNIFF_ALV, SNIFF_GRUPP = range(3)
SNIFF_NAMES: Final = ("", "alvensleben", "grupp")
PLACES: Final = ("pot", "reserve", "bete")


def exchange_move(cards: CardSet) -> int:
    """The move of an exchange of ``cards`` (at most three)."""
    m, shift = EXCHANGE, 0
    for c in card_list(cards):
        m += (c + 1) << shift
        shift += 6
    return m


def exchange_cards(move: int) -> CardSet:
    x, cards = move - EXCHANGE, 0
    while x:
        cards |= 1 << ((x & 63) - 1)
        x >>= 6
    return cards


class _CardLists(dict[CardSet, tuple[int, ...]]):
    """The cards of a small set, lowest first, made once per set (hands hold at most four
    cards of 32: some 41,000 sets at most)."""

    def __missing__(self, cards: CardSet) -> tuple[int, ...]:
        out = self[cards] = tuple(card_list(cards))
        return out


class _ExchangeMoves(dict[tuple[CardSet, int], tuple[int, ...]]):
    """Every exchange of a hand: each subset of at most ``limit`` cards (§2.3 K), made once
    per hand and limit."""

    def __missing__(self, key: tuple[CardSet, int]) -> tuple[int, ...]:
        hand, limit = key
        cs = card_list(hand)
        out = [EXCHANGE]
        for i, a in enumerate(cs):
            if limit < 1:
                break
            ma = EXCHANGE + a + 1
            out.append(ma)
            for j in range(i + 1, len(cs)):
                if limit < 2:
                    break
                mb = ma + ((cs[j] + 1) << 6)
                out.append(mb)
                if limit >= 3:
                    out += [mb + ((cs[k] + 1) << 12) for k in range(j + 1, len(cs))]
        moves = self[key] = tuple(out)
        return moves


_CARDS: Final = _CardLists()
_EXCHANGES: Final = _ExchangeMoves()
_CUTS: Final = tuple(range(CUT + 1, CUT + 32))


_ACTIONS: dict[int, Action] = {}


def action_of(move: int) -> Action:
    """The action of a core move (cached: actions are immutable)."""
    a = _ACTIONS.get(move)
    if a is None:
        a = _ACTIONS[move] = _make_action(move)
    return a


def _make_action(move: int) -> Action:
    if 0 <= move < 52:
        return Action(PLAY, card=move)
    if DISCARD <= move < DISCARD + 52:
        return Action("discard", card=move - DISCARD)
    if move in _CALLS:
        return Action(_CALLS[move])
    if CUT < move < CUT + 32:
        return Action("cut", n=move - CUT)
    if move >= EXCHANGE:
        return with_cards("exchange", exchange_cards(move))
    raise ValueError(f"{move} is not a Tippen move")


def move_of(action: Action) -> int:
    """The core move of an action; -1 for an action that is no Tippen move."""
    kind = action.kind
    if kind == PLAY:
        c = action.card
        return c if c is not None and 0 <= c < 52 and not action.cards else -1
    if kind == "exchange":
        cards = action.card_set
        return exchange_move(cards) if cards.bit_count() <= 3 and not cards & ~PACK else -1
    if kind == "discard":
        c = action.card
        return DISCARD + c if c is not None and 0 <= c < 52 else -1
    if kind == "cut":
        return CUT + action.n if action.n is not None and 1 <= action.n <= 31 else -1
    return _CALL_MOVES.get(kind, -1)


def deal_positions(n: int, katira: bool) -> tuple[tuple[tuple[int, ...], ...], int]:
    """Where the deal puts the cards of the completed pack (0-based, §2.3 E): for each seat in
    the order of the deal (forehand first, dealer last) its three positions, and the trump
    card's position. The talon is every position from ``3n + 1`` on."""
    if katira:
        return tuple((j, n + j, 2 * n + 1 + j) for j in range(n)), 2 * n
    return tuple((j, n + j, 2 * n + j) for j in range(n)), 3 * n


_SEQUENCES: dict[tuple[int, bool], tuple[int, ...]] = {}


def _deal_sequence(n: int, katira: bool) -> tuple[int, ...]:
    """For each position of the completed pack up to the trump card's and the last dealt
    card: the index in the deal's order of the seat it goes to, -1 for the trump card."""
    seq = _SEQUENCES.get((n, katira))
    if seq is None:
        seats, trump_pos = deal_positions(n, katira)
        owner = [-1] * (3 * n + 1)
        for j, positions in enumerate(seats):
            for pos in positions:
                owner[pos] = j
        assert owner[trump_pos] == -1 and owner.count(-1) == 1
        seq = _SEQUENCES[(n, katira)] = tuple(owner)
    return seq


# --- events made often -------------------------------------------------------------------------

_PLAY_EVENTS: Final = tuple(make_event("play", i // 64, (i % 64,)) for i in range(6 * 64))
_DEAL_EVENTS: Final = tuple(make_event("deal", i // 64, (i % 64,), private=True)
                            for i in range(6 * 64))
_UNSEEN_DEAL: Final = tuple(make_event("deal", s, (HIDDEN,), private=True) for s in range(6))


def _chip_event(kind: str, seat: int, moves: tuple[ChipMove, ...], value: int = 0,
                text: str = "") -> Event:
    return Event(kind, seat, (), value, -1, text, chips=moves)


# --- the rules core ------------------------------------------------------------------------------


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
        self.order = [(dealer + 1 + j) % n for j in range(n)]
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
        self.order = order = [(d + 1 + j) % n for j in range(n)]
        hands, trace = self.hands, self.trace
        for pos, j in enumerate(_deal_sequence(n, r.katira)):
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


def deck_before_cut(completed: Sequence[int], k: int) -> list[int]:
    """The shuffled pack that ``cut k`` turns into ``completed`` (§2.3 C: the lower packet is
    put on top of the lifted one): for tests and puzzles that give the completed pack."""
    return list(completed[len(completed) - k:]) + list(completed[:len(completed) - k])


# --- the carry ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class TippenCarry(Carry):
    """What a deal hands to the next: the chips (every balance, and the pot)."""


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


# --- messages ------------------------------------------------------------------------------------

_CTX = "tippen"
_PARTS = Text(_CTX, "{parts}")
_ALL_PASS = Text(_CTX, "Everybody passes: the pot stays on the table")
# Said to the person at the table, a sentence of a seat has its "you" form ("You take …").
_SOLE = Text(_CTX, "{seat} alone plays and takes the pot of {chips}", subject="seat",
             you="You alone play and take the pot of {chips}")
_TOOK = Text(_CTX, "{seat} takes %n tricks: +{chips}", one="{seat} takes %n trick: +{chips}",
             count="n", subject="seat", you="You take %n tricks: +{chips}",
             you_one="You take %n trick: +{chips}")
_BETE = Text(_CTX, "{seat} pays the bête of {chips}", subject="seat",
             you="You pay the bête of {chips}")
_DOUBLE_BETE = Text(_CTX, "{seat} pays a double bête of {chips}", subject="seat",
                    you="You pay a double bête of {chips}")
_DROPPED = Text(_CTX, "{seat} drops out and pays {chips}", subject="seat",
                you="You drop out and pay {chips}")
_NEXT_POT = Text(_CTX, "{chips} in the pot for the next deal")
_STANDING_SEAT = Text(_CTX, "{seat} {chips}")
_STANDING_POT = Text(_CTX, "pot {chips}")

_WHY_SHOVE = Text(_CTX, "The dealer shoves the deal on or deals")
_WHY_SHOVED_ROUND = Text(_CTX, "The deal has gone round the table: you must deal")
_WHY_CUT = Text(_CTX, "Cut the pack: lift 1 to 31 cards")
_WHY_KNOCK = Text(_CTX, "Knock or decline, before looking at your cards")
_WHY_SNIFF = Text(_CTX, "Sniff or decline")
_WHY_DISCARD = Text(_CTX, "Discard one card")
_WHY_DECLARE = Text(_CTX, "Play (tap) or pass")
_WHY_FORCED = Text(_CTX, "The pot is bare: everybody must play")
_WHY_SNIFFER = Text(_CTX, "Having sniffed, you play or drop out")
_WHY_NO_DROP = Text(_CTX, "Only a dealer who sniffed may drop out")
_WHY_EXCHANGE = Text(_CTX, "Exchange up to {n} cards with the talon, or none")
_WHY_ROB = Text(_CTX, "Rob the trump card or decline")
_WHY_PLAY = Text(_CTX, "Play a card")
_WHY_NOT_HELD = Text(_CTX, "You do not hold the {card}")
_WHY_FOLLOW = Text(_CTX, "You must follow suit: play a {suit}")
_WHY_HEAD = Text(_CTX, "You must head the trick: play a higher {suit}")
_WHY_TRUMP = Text(_CTX, "You cannot follow suit: you must trump")
_WHY_OVERTRUMP = Text(_CTX, "You must overtrump")
_WHY_LEAD_TRUMP = Text(_CTX, "You must lead a trump")

# --- the view ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class TippenView(View):
    """What one seat may know (§2.5): the base view, the public facts of the deal, and what
    this seat itself saw.

    ``dealer`` is the player dealing now (after any shoves or Hupf moves). ``trump_card`` is
    the trump card where this seat has seen it (HIDDEN otherwise); ``trump_state`` says where
    it lies (``none`` before the deal, ``face_down``, ``face_up``, ``taken`` by the dealer,
    ``robbed``). ``face_down`` counts the knocking dealer's cards not yet picked up.
    ``exchanged`` is how many cards each seat exchanged (-1: not yet). ``dead_known`` are the
    cards out of the deal this seat has seen go there; ``played`` each seat's cards played to
    tricks; ``excluded`` the cards each seat has shown it does not hold (see
    :func:`shown_absent`). ``playing_pot`` is ``P``, ``bete_unit`` ``B``.
    """

    phase: str
    cutter: int
    shoves: int
    stake: int
    trump: int
    trump_card: int
    trump_state: str
    face_down: int
    knocked: bool
    sniffed: str
    status: tuple[str, ...]
    exchanged: tuple[int, ...]
    robber: int
    talon_size: int
    dead_count: int
    dead_known: CardSet
    played: tuple[CardSet, ...]
    excluded: tuple[CardSet, ...]
    tricks_won: tuple[int, ...]
    tricks_done: int
    playing_pot: int
    bete_unit: int
    carry_in: int
    bare: bool
    forced: bool
    outcome: str

    def known_cards(self) -> CardSet:
        cs = super().known_cards() | self.dead_known
        for p in self.played:
            cs |= p
        if self.trump_card >= 0:
            cs |= 1 << self.trump_card
        return cs


# --- one deal --------------------------------------------------------------------------------------


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
        self._legal_cache: tuple[Action, ...] | None = None
        trace: list[Event] = []
        self.core = TippenCore(rules_of(options), num_seats, dealer, deck, chips.balances,
                               chips.at("pot"), trace)
        self.core.trace = None
        self._absorb(trace)

    def clone(self) -> TippenState:
        c = TippenState.__new__(TippenState)
        c.options, c.num_seats, c.dealer, c.deck, c.carry = (
            self.options, self.num_seats, self.dealer, self.deck, self.carry)
        c.history, c.log = self.history[:], self.log[:]
        c.public, c.seen, c.excluded = self.public, self.seen[:], self.excluded[:]
        c.played_by, c.exchanged, c.robber = self.played_by[:], self.exchanged[:], self.robber
        c._legal_cache = self._legal_cache
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
        return [*self._legal()]

    def _legal(self) -> tuple[Action, ...]:
        """The legal actions, made once per state (``_apply`` forgets them)."""
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = tuple(map(action_of, self.core.moves()))
        return legal

    def key(self) -> tuple[Any, ...]:
        return (self.core.key(), len(self.history), self.public, tuple(self.seen),
                tuple(self.excluded))

    def chips(self) -> Chips:
        return self.core.chips()

    def apply(self, action: Action | str) -> list[Event]:
        """As the base class, checking the action by its move (no list of actions built)."""
        if isinstance(action, str):
            action = self.parse_action(action)
        legal = self._legal()
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
        self._legal_cache = None
        if core.phase == PLAYING:
            self._infer(core.to_act, m)
        trace: list[Event] = []
        core.trace = trace
        try:
            core.play(m)
        finally:
            core.trace = None
        self._absorb(trace, keep=False)
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
                parts.append(_DROPPED(seat=SeatRef(s), chips=core.B))
        if core.outcome == "all_pass":
            parts.append(_ALL_PASS())
        elif core.outcome == "sole":
            w = next(s for s in core.order if core.status[s] == ACTIVE)
            parts.append(_SOLE(seat=SeatRef(w), chips=core.P))
        else:
            share = core.P // 3
            for s in core.order:
                t = core.tricks[s]
                if core.status[s] == ACTIVE and t:
                    parts.append(_TOOK(seat=SeatRef(s), n=t, chips=share * t))
            for s in core.order:
                if core.status[s] == ACTIVE:
                    m = core.penalty_multiple(s, core.tricks[s])
                    if m:
                        text = _DOUBLE_BETE if m == 2 else _BETE
                        parts.append(text(seat=SeatRef(s), chips=m * core.B))
        parts.append(_NEXT_POT(chips=core.pot))
        return _PARTS(parts=tuple(parts))

    # --- refusals --------------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> Message:
        core = self.core
        if core.phase == OVER:
            return super().why_illegal(action)
        kind, ph = action.kind, core.phase
        hand = core.hands[core.to_act]
        if ph == PLAYING:
            if kind != PLAY or action.card is None:
                return _WHY_PLAY()
            return self._why_card(action.card)
        if ph == SHOVING:
            return _WHY_SHOVED_ROUND() if kind == "shove" else _WHY_SHOVE()
        if ph == CUTTING:
            return _WHY_CUT()
        if ph == KNOCKING:
            return _WHY_KNOCK()
        if ph == SNIFFING:
            return _WHY_SNIFF()
        if ph == ROBBING:
            return _WHY_ROB()
        if ph == DISCARDING:
            if kind == "discard" and action.card is not None and not hand >> action.card & 1:
                return _WHY_NOT_HELD(card=CardRef(action.card))
            return _WHY_DISCARD()
        if ph == DECLARING:
            if core.to_act == core.dealer and core.sniffed == SNIFF_ALV:
                return _WHY_SNIFFER()
            if kind == "drop_out":
                return _WHY_NO_DROP()
            return _WHY_FORCED() if core.forced and kind == "pass" else _WHY_DECLARE()
        if kind == "exchange":  # EXCHANGING
            stray = action.card_set & ~hand
            if stray:
                return _WHY_NOT_HELD(card=CardRef(stray.bit_length() - 1))
        return _WHY_EXCHANGE(n=min(3, len(core.talon)))

    def _why_card(self, c: int) -> Message:
        core = self.core
        hand = core.hands[core.to_act]
        if not 0 <= c < 52 or not hand >> c & 1:
            return _WHY_NOT_HELD(card=CardRef(c)) if 0 <= c < 52 else _WHY_PLAY()
        if not core.trick:
            return _WHY_LEAD_TRUMP()
        led, best, trump = core.trick[0] // 13, core.best, core.trump
        if hand & SUIT_MASKS[led]:
            if c // 13 == led:
                return _WHY_HEAD(suit=SuitRef(led))
            return _WHY_FOLLOW(suit=SuitRef(led))
        if c // 13 == trump:
            return _WHY_OVERTRUMP()
        if best // 13 == trump and core.rules.strict and hand & SUIT_MASKS[trump] & ABOVE[best]:
            return _WHY_OVERTRUMP()
        return _WHY_TRUMP()


# --- the sampler of hidden cards ----------------------------------------------------------------------


def sample(options: Options, view: View, rng: random.Random) -> TippenCore:
    """A core consistent with everything ``view`` shows, the cards it cannot see dealt at
    random (the one sampler: the computer players and the tests call it).

    Kept: the seat's own hand and the cards it saw go out of the deal, every card played, the
    face-up or robbed trump card, the hand sizes, the cards each seat showed it does not hold
    (``excluded``), the chips and every public fact of the deal. The trump card the dealer took
    stays with him (in his hand, or for others now and then among his discards); a dealer who
    took it unseen is given a trump most of the time. Before the deal the pack is shuffled.
    """
    if not isinstance(view, TippenView):
        raise TypeError("a Tippen world is sampled from a TippenView")
    v = view
    n = v.num_seats
    chips = v.chips if v.chips is not None else start_chips(options, n)
    core = TippenCore.__new__(TippenCore)
    core._blank(rules_of(options), n, v.dealer, chips.balances, chips.at("pot"))
    core.reserve, core.bete = chips.at("reserve"), chips.at("bete")
    core.carry_in, core.shoves = v.carry_in, v.shoves
    core.phase = PHASE_NAMES.index(v.phase)
    core.to_act = v.current_player
    if core.phase in (SHOVING, CUTTING):
        deck = list(PACK_LIST)
        rng.shuffle(deck)
        core.deck = tuple(deck)
        return core
    core.P, core.B, core.bare, core.forced = v.playing_pot, v.bete_unit, v.bare, v.forced
    core.trump, core.trump_state = v.trump, TRUMP_STATES.index(v.trump_state)
    core.knocked, core.sniffed = v.knocked, SNIFF_NAMES.index(v.sniffed)
    core.status = [STATUS_NAMES.index(x) for x in v.status]
    core.tricks, core.trick_no = list(v.tricks_won), v.tricks_done
    core.outcome = v.outcome
    _deal_hidden(core, v, rng)
    active = [s for s in core.order if core.status[s] == ACTIVE]
    core.n_active = len(active)
    for i, s in enumerate(active):
        core.next_active[s] = active[(i + 1) % len(active)]
    if core.phase in (DECLARING, EXCHANGING):
        core.qpos = core.order.index(core.to_act)
    if core.phase == PLAYING:
        trumps = SUIT_MASKS[core.trump]
        for s in active:
            core.t1trumps[s] = ((core.hands[s] | v.played[s]) & trumps).bit_count()
        core.trick = [c for _, c in v.trick]
        core.leader = v.trick[0][0] if v.trick else core.to_act
        for s, c in v.trick:
            if core.best < 0 or beats(c, core.best, core.trump):
                core.best, core.best_seat = c, s
    return core


def _deal_hidden(core: TippenCore, v: TippenView, rng: random.Random) -> None:
    """Put every card ``v`` cannot place into hands, the face-down cards, the talon and the
    dead pile, keeping the sizes and what each seat has shown."""
    n, me, d = v.num_seats, v.seat, v.dealer
    played = 0
    for p in v.played:
        played |= p
    hands = [0] * n
    hands[me] = v.hand
    dead = v.dead_known
    known = v.hand | played | dead
    tc, ts = v.trump_card, core.trump_state
    if tc >= 0:
        known |= 1 << tc
        if not (played | v.hand | dead) >> tc & 1:
            if ts == ROBBED:
                hands[v.robber] |= 1 << tc
            elif ts == TAKEN:  # an Alvensleben sniffer's card, in his hand or discarded
                room = v.hand_sizes[d] > 0 and not v.excluded[d] >> tc & 1
                if room and rng.random() < 0.85:
                    hands[d] |= 1 << tc
                else:
                    dead |= 1 << tc
    core.trump_card = tc
    need = {s: v.hand_sizes[s] - hands[s].bit_count() for s in range(n) if s != me}
    pool = PACK & ~known
    want_trump = -1  # the dealer took a trump card unseen by this seat: give him one
    if (ts == TAKEN and tc < 0 and d != me and need.get(d, 0) > 0
            and not v.played[d] & SUIT_MASKS[v.trump] and rng.random() < 0.8):
        want_trump = v.trump
    dealt, rest = _deal_hands(pool, need, v.excluded, d, want_trump, rng)
    for s, cards in dealt.items():
        hands[s] |= cards
    rest_list = card_list(rest)
    rng.shuffle(rest_list)
    k = v.face_down
    face_down = sum(1 << c for c in rest_list[:k])
    if ts == FACE_DOWN:
        core.trump_card = rest_list[k]
        k += 1
    core.talon = rest_list[k:k + v.talon_size]
    for c in rest_list[k + v.talon_size:]:
        dead |= 1 << c
    core.hands, core.face_down, core.dead, core.played = hands, face_down, dead, played
    if ts == TAKEN and core.trump_card < 0:
        core.trump_card = -1  # unseen by this seat; no rule reads it any more


def _deal_hands(pool: CardSet, need: dict[int, int], excluded: Sequence[CardSet], dealer: int,
                want_trump: int, rng: random.Random) -> tuple[dict[int, CardSet], CardSet]:
    """``need[s]`` cards from ``pool`` for each seat, none it has shown it does not hold; the
    dealer one of suit ``want_trump`` first where asked. Returns the hands and the rest."""
    seats = [s for s, k in need.items() if k > 0]
    for attempt in range(16):
        rng.shuffle(seats)
        left, out, ok = pool, {}, True
        if want_trump >= 0 and attempt < 8:
            trumps = card_list(left & SUIT_MASKS[want_trump] & ~excluded[dealer])
            if trumps:
                c = rng.choice(trumps)
                out[dealer] = 1 << c
                left ^= 1 << c
        for s in seats:
            have = out.get(s, 0)
            k = need[s] - have.bit_count()
            allowed = card_list(left & ~excluded[s]) if attempt < 15 else card_list(left)
            if len(allowed) < k:
                ok = False
                break
            for c in rng.sample(allowed, k):
                have |= 1 << c
            out[s] = have
            left &= ~have
        if ok:
            return out, left
    raise ValueError("no deal fits this view")  # unreachable: the last attempt ignores voids


def new_core(options: Options, num_seats: int, dealer: int, deck: Sequence[int],
             carry: Carry) -> TippenCore:
    """The core of a fresh deal (as ``TippenState`` makes it, without its checks)."""
    chips = chips_of(carry, options, num_seats)
    return TippenCore(rules_of(options), num_seats, dealer, deck, chips.balances,
                      chips.at("pot"))


# --- the session ------------------------------------------------------------------------------------


def deal_for_first_ace(seed: int, num_seats: int) -> tuple[int, tuple[Event, ...]]:
    """§1.5: cards dealt face up one at a time from seat 0 on; the first ace deals first.
    The pack is shuffled from the match's seed (its own draw, not the deals')."""
    from cardtable.cards import shuffled

    events = []
    for i, c in enumerate(shuffled(PACK, (seed * 0x9E3779B97F4A7C15 + 0xACE) % (1 << 64))):
        seat = i % num_seats
        events.append(make_event("first_ace_card", seat, (c,)))
        if c % 13 + 2 == ACE:
            events.append(make_event("first_dealer", seat))
            return seat, tuple(events)
    raise AssertionError("a pack without an ace")  # pragma: no cover


class TippenMatch(ChipMatch[Options]):
    """A session of Tippen: deals with the deal passing left of whoever actually dealt,
    ``session_deals`` of them (0: until stopped), every seat starting with the start balance."""

    def __init__(self, info: GameInfo[Options], options: Options, num_seats: int, seed: int,
                 first_dealer: int | None = None, *, start: Start | None = None) -> None:
        super().__init__(info, options, num_seats, seed, first_dealer, start=start)
        if options.first_dealer == "ace" and self.start.first_dealer is None:
            self.first_dealer, self.opening = deal_for_first_ace(seed, num_seats)
            self.dealer = self.first_dealer

    def table_places(self) -> tuple[str, ...]:
        return PLACES

    def start_places(self) -> tuple[str, ...]:
        return ("pot",)  # between deals every chip on the table lies in the pot

    def leftover(self, chips: Chips) -> tuple[ChipMove, ...]:
        """``split``: an equal share of the pot to every seat; the rest stays where it lies."""
        pot = chips.at("pot")
        share = pot // self.num_seats
        if self.options.leftover_at_end != "split" or not share:
            return ()
        return tuple(ChipMove("pot", s, share) for s in range(self.num_seats))

    def next_dealer(self, result: DealResult) -> int:
        return int(result.details["next_dealer"])

    def standing(self) -> Message:
        chips = self.chips()
        if chips is None:
            return super().standing()
        parts = [_STANDING_SEAT(seat=SeatRef(s), chips=b) for s, b in enumerate(chips.balances)]
        parts.append(_STANDING_POT(chips=chips.on_table))
        return _PARTS(parts=tuple(parts))


GAME: Final = GameInfo(
    about=about("tippen"), seat_range=(3, 4, 5, 6), default_seats=4,
    options_type=Options, presets=PRESETS, default_preset="katira",
    pack=lambda options, num_seats: PACK, deal=TippenState, rules_file="tippen.md",
    match_type=TippenMatch, carry_type=TippenCarry, seats_for=seats_for, new_core=new_core,
    sample=sample, move_of=move_of, action_of=action_of,
    player="cardtable.ai.tippen:make_tippen_player",
    chips=True,
    preset_labels=PRESET_LABELS)

__all__ = [
    "GAME",
    "PRESETS",
    "Options",
    "TippenCarry",
    "TippenCore",
    "TippenMatch",
    "TippenState",
    "TippenView",
    "action_of",
    "beats",
    "deal_positions",
    "deck_before_cut",
    "follow_cards",
    "lead_cards",
    "move_of",
    "sample",
    "shown_absent",
]
