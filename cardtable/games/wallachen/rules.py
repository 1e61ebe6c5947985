"""Wallachen's rules as tables: the options made into what the core reads, the card tables,
the moves and their actions (the move codec)."""

from __future__ import annotations

from typing import Final

from cardtable.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    PACK_32,
    SPADES,
    SUIT_MASKS,
    CardSet,
    card_list,
)
from cardtable.engine.action import PLAY, Action, with_cards
from cardtable.engine.errors import IllegalActionError
from cardtable.games.wallachen.options import Options
from cardtable.games.wallachen.texts import NOT_A_MOVE

PREFERRED_FACES: Final = "german"  # the table shows German faces unless the player chose French

SIX, SEVEN, EIGHT, NINE = 0, 1, 2, 3

BRAND_C, BRAND_S, BRAND_D, BRAND_H = 4, 5, 6, 7  # Sirch: acorns < leaves < bells < hearts

BETTEL, MORD = 8, 9

BRAND_SUIT: Final = (-1, -1, -1, -1, CLUBS, SPADES, DIAMONDS, HEARTS, -1, -1)

STANDARD_LADDER: Final = (SIX, SEVEN, EIGHT, NINE, BETTEL, MORD)

SIRCH_LADDER: Final = (BRAND_C, BRAND_S, BRAND_D, BRAND_H, BETTEL, MORD)

def brand_level(suit: int) -> int:
    return BRAND_SUIT.index(suit)

DOUBLE, NO, PASS, HOLD, KONTRA, RE = 64, 65, 66, 67, 68, 69

BID_BASE: Final = 70  # + level

CONTRACT_BASE: Final = 96  # + level * 5 + (trump suit + 1, or 0)

DISCARD_BASE: Final = 1024  # + low card * 64 + high card

PACKETS: Final = {"3-4-3": (3, 4, 3), "5-5": (5, 5), "4-4-2": (4, 4, 2)}

_SIMPLE: Final = {DOUBLE: Action("double"), NO: Action("no"), PASS: Action("pass"),
                  HOLD: Action("hold"), KONTRA: Action("kontra"), RE: Action("re")}

def _bid_action(level: int) -> Action:
    if level <= NINE:
        return Action("bid", n=6 + level)
    if level <= BRAND_H:
        return Action("bid_brand", suit=BRAND_SUIT[level])
    return Action("bid_bettel" if level == BETTEL else "bid_mord")

def _contract_action(level: int, trump: int) -> Action:
    if level <= NINE:
        return Action("declare", n=6 + level, suit=None if trump < 0 else trump)
    if level <= BRAND_H:
        return Action("declare_brand", suit=BRAND_SUIT[level])
    return Action("declare_bettel" if level == BETTEL else "declare_mord")

def _all_moves() -> dict[int, Action]:
    table: dict[int, Action] = {c: Action(PLAY, card=c) for c in card_list(PACK_32)}
    table.update(_SIMPLE)
    for level in range(10):
        table[BID_BASE + level] = _bid_action(level)
        table[CONTRACT_BASE + level * 5] = _contract_action(level, -1)
        if level <= NINE:
            for s in range(4):
                table[CONTRACT_BASE + level * 5 + s + 1] = _contract_action(level, s)
    cards = card_list(PACK_32)
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            table[DISCARD_BASE + a * 64 + b] = with_cards("discard", (1 << a) | (1 << b))
    return table

ACTION_OF: Final = _all_moves()

MOVE_OF: Final = {a: m for m, a in ACTION_OF.items()}

def action_of(move: int) -> Action:
    """The action of a core move (the same immutable object every time)."""
    return ACTION_OF[move]

def move_of(action: Action) -> int:
    """The core move of an action; IllegalActionError if it is no move of Wallachen."""
    move = MOVE_OF.get(action) if isinstance(action, Action) else None
    if move is None:
        raise IllegalActionError(action, NOT_A_MOVE())
    return move

class Rules:
    """What the core reads of the options, as plain ints and tuples (shared, never copied)."""

    __slots__ = ("all_pass", "announced", "basis_contract", "bettel_rate", "challenge_moves",
                 "contract_moves", "discard_ok", "knock", "ladder", "mord_rate", "mult_fixed",
                 "open_moves", "options", "overtake", "packets", "play_out_all", "pot_ante",
                 "pot_split", "simultaneous", "sirch", "stake", "stichzwang_bm")

    def __init__(self, options: Options) -> None:
        self.options = options
        self.sirch = options.variant == "sirch"
        self.ladder = SIRCH_LADDER if self.sirch else STANDARD_LADDER
        self.packets = PACKETS[options.deal_pattern]
        self.simultaneous = options.doppeln_order == "simultaneous"
        self.all_pass = ("forehand_plays", "pot", "redeal").index(options.all_pass_rule)
        self.pot_ante = options.pot_ante
        self.pot_split = options.pot_award == "winning_side"
        self.basis_contract = options.win_payment_basis == "contract"
        self.stake = options.stake
        self.bettel_rate = options.bettel_rate
        self.mord_rate = options.mord_rate
        self.mult_fixed = options.multipliers_apply_to_fixed_rates
        self.announced = options.trump_selection == "announced" and not self.sirch
        self.overtake = options.overtake_led_suit_even_if_trumped
        self.discard_ok = options.allow_discard_when_cannot_overtrump
        self.stichzwang_bm = options.stichzwang_in_bettel_mord
        self.play_out_all = options.play_out_all
        self.knock = options.knock_signal
        ladder = self.ladder
        jumps = self.sirch or options.allow_jump_bids
        self.open_moves = ([BID_BASE + lv for lv in ladder] if self.sirch else [BID_BASE + SIX])
        self.open_moves.append(PASS)
        challenge: dict[int, list[int]] = {}
        for i, lv in enumerate(ladder):
            higher = ladder[i + 1:] if jumps else ladder[i + 1:i + 2]
            challenge[lv] = [BID_BASE + h for h in higher] + [PASS]
        self.challenge_moves = challenge
        contracts: dict[int, list[int]] = {}
        for i, lv in enumerate(ladder):
            moves = []
            for c in ladder[i:]:
                if c <= NINE and self.announced:
                    moves += [CONTRACT_BASE + c * 5 + s + 1 for s in range(4)]
                else:
                    moves.append(CONTRACT_BASE + c * 5)
            contracts[lv] = moves
        self.contract_moves = contracts

_RULES: dict[int, tuple[Options, Rules]] = {}

def rules_of(options: Options) -> Rules:
    """The rules of ``options`` (made once per options object)."""
    found = _RULES.get(id(options))
    if found is not None and found[0] is options:
        return found[1]
    rules = Rules(options)
    if len(_RULES) > 1000:
        _RULES.clear()
    _RULES[id(options)] = (options, rules)
    return rules

SUIT: Final = tuple(c // 13 for c in range(52))

ABOVE: Final = tuple(~((2 << c) - 1) for c in range(52))  # cards above c (within any suit)

_PAIRS: dict[CardSet, list[int]] = {}

class _SuitCards(dict[CardSet, list[int]]):
    """The cards of a set within one suit, lowest first, made on first use (256 per suit)."""

    def __missing__(self, cards: CardSet) -> list[int]:
        out = self[cards] = card_list(cards)
        return out

CARDS_OF: Final = _SuitCards()

_MC, _MD, _MH, _MS = SUIT_MASKS

def cards_in(cards: CardSet) -> list[int]:
    """The cards of a set, lowest first, from four table look-ups."""
    t = CARDS_OF
    return [*t[cards & _MC], *t[cards & _MD], *t[cards & _MH], *t[cards & _MS]]

def legal_cards(hand: CardSet, led: int, win_card: int, high_led: int, trump: int,
                head: bool, overtake: bool, discard_ok: bool) -> CardSet:
    """The cards a follower may play (§2.3). ``led`` is the suit led (-1: the seat leads),
    ``win_card`` the card winning the trick, ``high_led`` the highest card of the suit led in
    it, ``head`` whether the duty to head the trick applies (not in Bettel and Mord with
    ``stichzwang_in_bettel_mord`` off)."""
    if led < 0:
        return hand
    same = hand & SUIT_MASKS[led]
    if same:
        if SUIT[win_card] == led:
            if head:
                above = same & ABOVE[win_card]
                if above:
                    return above
        elif overtake:
            above = same & ABOVE[high_led]
            if above:
                return above
        return same
    if trump >= 0:
        trumps = hand & SUIT_MASKS[trump]
        if trumps:
            if SUIT[win_card] == trump:
                above = trumps & ABOVE[win_card]
                if above:
                    return above
                if discard_ok:
                    return hand
            return trumps
    return hand

def shown_absent(card: int, led: int, win_card: int, high_led: int, trump: int, head: bool,
                 overtake: bool, discard_ok: bool) -> CardSet:
    """The cards a follower is shown not to hold by playing ``card`` (the mirror of
    :func:`legal_cards`): each of them in his hand would have made ``card`` illegal."""
    if led < 0:
        return 0
    led_mask = SUIT_MASKS[led]
    if SUIT[card] == led:
        if SUIT[win_card] == led:
            if head and card < win_card:
                return led_mask & ABOVE[win_card]
        elif overtake and card < high_led:
            return led_mask & ABOVE[high_led]
        return 0
    absent = led_mask
    if trump >= 0:
        trump_mask = SUIT_MASKS[trump]
        if SUIT[card] == trump:
            if SUIT[win_card] == trump and card < win_card:
                absent |= trump_mask & ABOVE[win_card]
        elif SUIT[win_card] == trump and discard_ok:
            absent |= trump_mask & ABOVE[win_card]
        else:
            absent |= trump_mask
    return absent & PACK_32

def discard_moves(hand: CardSet) -> list[int]:
    moves = _PAIRS.get(hand)
    if moves is None:
        cards = card_list(hand)
        moves = [DISCARD_BASE + a * 64 + b for i, a in enumerate(cards) for b in cards[i + 1:]]
        if len(_PAIRS) > 4096:
            _PAIRS.clear()
        _PAIRS[hand] = moves
    return list(moves)

def multiplier(doublers: int, kontra: bool, re: bool) -> int:
    """M = 2 ** (Dopplers pushed + Kontra + Re) (§3.1)."""
    return 1 << (doublers + kontra + re)

