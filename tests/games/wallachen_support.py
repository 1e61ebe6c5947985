"""Helpers of the Wallachen tests: German card codes of the rules file, decks from hands."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards import PACK_32, parse_card, shuffled
from cardtable.engine.carry import Carry
from cardtable.games.wallachen import PACKETS, Options, WallachenState

# The rules file writes cards the German way: rank A K O U T 9 8 7, suit E G H S.
_RANKS = {"A": "A", "K": "K", "O": "Q", "U": "J", "T": "T", "9": "9", "8": "8", "7": "7"}
_SUITS = {"E": "C", "G": "S", "H": "H", "S": "D"}


def french(token: str) -> str:
    """One German card code in our notation (``OH`` → ``QH``, ``TS`` → ``TD``)."""
    if len(token) != 2 or token[0] not in _RANKS or token[1] not in _SUITS:
        raise ValueError(f"{token!r} is not a German card code")
    return _RANKS[token[0]] + _SUITS[token[1]]


def g(text: str) -> list[int]:
    """Cards written in German codes, in order."""
    return [parse_card(french(t)) for t in text.split()]


def gset(text: str) -> int:
    mask = 0
    for c in g(text):
        mask |= 1 << c
    return mask


def gact(text: str) -> str:
    """An action with its card codes in German (``discard 7S 8E``) in our notation."""
    words = text.split()
    return " ".join(french(w) if len(w) == 2 and w[0] in _RANKS and w[1] in _SUITS
                    and not w.isdigit() else w for w in words)


def deck_from_hands(fh: Sequence[int], mh: Sequence[int], d: Sequence[int],
                    start: Sequence[int], pattern: str = "3-4-3") -> list[int]:
    """The pack order that deals these hands (10 cards each, in order) and this Start."""
    hands = (list(fh), list(mh), list(d))
    deck: list[int] = []
    pos = [0, 0, 0]
    for size in PACKETS[pattern]:
        for k in range(3):
            deck += hands[k][pos[k]:pos[k] + size]
            pos[k] += size
    return deck + list(start)


def new_deal(deck: Sequence[int], options: Options | None = None, dealer: int = 2,
             carry: Carry | None = None) -> WallachenState:
    """A deal from a pack order; with the default dealer 2, FH is seat 0 and MH seat 1."""
    return WallachenState(options or Options(), 3, dealer, list(deck), carry or Carry())


def random_deal(options: Options, seed: int) -> WallachenState:
    """A whole deal of random legal actions (the seed gives the pack, the dealer, the play)."""
    rng = random.Random(seed)
    state = WallachenState(options, 3, seed % 3, shuffled(PACK_32, seed), Carry())
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def trick_state(trick: Sequence[int], trump: int) -> tuple[int, int, int]:
    """The suit led, the winning card and the highest card of the suit led (§2.4)."""
    led = trick[0] // 13
    win = high = trick[0]
    for c in trick[1:]:
        if c // 13 == win // 13 and c > win or c // 13 == trump and win // 13 != trump:
            win = c
        if c // 13 == led and c > high:
            high = c
    return led, win, high


def legal(state: WallachenState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def run(state: WallachenState, *actions: str) -> None:
    """Apply actions given with German card codes."""
    for text in actions:
        state.apply(gact(text))


# Each option of rules §4 switched on alone (``pot_award`` and ``pot_ante`` only act with the
# pot, so they are switched on with it), and the Sirch variant: the random runs of the tests
# and of ``benchmarks/long_run.py`` play every one.
OPTION_CASES: dict[str, Options] = {
    "standard": Options(),
    "deal_5-5": Options(deal_pattern="5-5"),
    "deal_4-4-2": Options(deal_pattern="4-4-2"),
    "simultaneous_doppeln": Options(doppeln_order="simultaneous"),
    "jump_bids": Options(allow_jump_bids=True),
    "pot": Options(all_pass_rule="pot"),
    "pot_declarer_only": Options(all_pass_rule="pot", pot_award="declarer_only"),
    "pot_ante_3": Options(all_pass_rule="pot", pot_ante=3),
    "redeal": Options(all_pass_rule="redeal"),
    "contract_basis": Options(win_payment_basis="contract"),
    "stake_3": Options(stake=3),
    "bettel_rate_15": Options(bettel_rate=15),
    "mord_rate_30": Options(mord_rate=30),
    "bare_fixed_rates": Options(multipliers_apply_to_fixed_rates=False),
    "announced_trump": Options(trump_selection="announced"),
    "overtake_when_trumped": Options(overtake_led_suit_even_if_trumped=True),
    "discard_over_undertrump": Options(allow_discard_when_cannot_overtrump=True),
    "no_stichzwang_bettel_mord": Options(stichzwang_in_bettel_mord=False),
    "play_out_all": Options(play_out_all=True),
    "knock_signal": Options(knock_signal=True),
    "session_5_from_100": Options(session_deals=5, start_balance=100),
    "sirch": Options(variant="sirch"),
}
