"""Tippen's rules as tables: the options made into what the core reads, the card tables,
the moves and their actions (the move codec)."""

from __future__ import annotations

from typing import Final

from cardtable.cards import (
    ACE,
    PACK_32,
    SEVEN,
    SUIT_MASKS,
    CardSet,
    card_list,
)
from cardtable.engine.action import PLAY, Action, with_cards
from cardtable.games.tippen.options import Options


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

PACK: Final = PACK_32

# ABOVE[c]: the cards of c's suit that rank above it.
ABOVE: Final = tuple(SUIT_MASKS[c // 13] & ~((2 << c) - 1) for c in range(52))

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

# Cards 0-51 are plays; 64 + c a dealer's discard; the calls below; 160 + k a cut of k cards;
# EXCHANGE + (c1+1) + (c2+1 << 6) + (c3+1 << 12) an exchange of up to three cards (lowest first).

DISCARD: Final = 64

TAP, PASS, DROP_OUT, KNOCK, SNIFF, DECLINE, SHOVE, DEAL, ROB = range(128, 137)

CUT: Final = 160

EXCHANGE: Final = 1 << 18

_CALLS: Final = {TAP: "tap", PASS: "pass", DROP_OUT: "drop_out", KNOCK: "knock",
                 SNIFF: "sniff", DECLINE: "decline", SHOVE: "shove", DEAL: "deal", ROB: "rob"}

_CALL_MOVES: Final = {v: k for k, v in _CALLS.items()}

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

class CardLists(dict[CardSet, tuple[int, ...]]):
    """The cards of a small set, lowest first, made once per set (hands hold at most four
    cards of 32: some 41,000 sets at most)."""

    def __missing__(self, cards: CardSet) -> tuple[int, ...]:
        out = self[cards] = tuple(card_list(cards))
        return out

class ExchangeMoves(dict[tuple[CardSet, int], tuple[int, ...]]):
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

def deal_sequence(n: int, katira: bool) -> tuple[int, ...]:
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

