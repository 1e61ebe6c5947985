"""Worlds consistent with what a seat's view shows, the hidden cards dealt at random:
the one sampler (the AI and the checks call it)."""

from __future__ import annotations

import random
from functools import lru_cache
from math import comb
from typing import Final

from cardtable.cards import (
    PACK_32,
    CardSet,
    card_list,
)
from cardtable.engine.state import View
from cardtable.games.wallachen.core import WallachenCore
from cardtable.games.wallachen.options import Options
from cardtable.games.wallachen.rules import PACKETS, SUIT, rules_of
from cardtable.games.wallachen.state import PHASE_NAMES
from cardtable.games.wallachen.view import WallachenView


@lru_cache(maxsize=4096)
def _split_weights(n_a: int, n_b: int, n_ab: int, size_a: int,
                   size_b: int) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """How many of the cards only A (besides the free zone) may take go to A, and of those
    only B may take to B, with the number of deals of each split (for a uniform draw)."""
    splits, weights = [], []
    for k_a in range(min(n_a, size_a) + 1):
        rest_a = size_a - k_a
        if rest_a > n_ab:
            continue
        for k_b in range(min(n_b, size_b) + 1):
            rest_b = size_b - k_b
            if rest_b > n_ab - rest_a:
                continue
            w = comb(n_a, k_a) * comb(n_b, k_b) * comb(n_ab, rest_a) * comb(n_ab - rest_a, rest_b)
            if w:
                splits.append((k_a, k_b))
                weights.append(w)
    return tuple(splits), tuple(weights)

def deal_hidden(unknown: CardSet, size_a: int, size_b: int, not_a: CardSet, not_b: CardSet,
                rng: random.Random) -> tuple[CardSet, CardSet, list[int]]:
    """Deal the ``unknown`` cards uniformly among two hands (of ``size_a`` and ``size_b``
    cards; hand A never gets a card of ``not_a``, B none of ``not_b``) and a free zone (the
    rest, returned shuffled). Facts that contradict each other are dropped, never a failure."""
    if not (unknown & (not_a | not_b)):
        cards = card_list(unknown)
        rng.shuffle(cards)
        a = sum(1 << c for c in cards[:size_a])
        b = sum(1 << c for c in cards[size_a:size_a + size_b])
        return a, b, cards[size_a + size_b:]
    only_a = card_list(unknown & not_b & ~not_a)
    only_b = card_list(unknown & not_a & ~not_b)
    either = card_list(unknown & ~not_a & ~not_b)
    free = card_list(unknown & not_a & not_b)
    splits, weights = _split_weights(len(only_a), len(only_b), len(either), size_a, size_b)
    if not splits:
        return deal_hidden(unknown, size_a, size_b, 0, 0, rng)
    k_a, k_b = rng.choices(splits, weights)[0]
    rng.shuffle(only_a)
    rng.shuffle(only_b)
    rng.shuffle(either)
    rest_a = size_a - k_a
    rest_b = size_b - k_b
    a = sum(1 << c for c in only_a[:k_a]) + sum(1 << c for c in either[:rest_a])
    b = sum(1 << c for c in only_b[:k_b]) + sum(1 << c for c in either[rest_a:rest_a + rest_b])
    free += only_a[k_a:] + only_b[k_b:] + either[rest_a + rest_b:]
    rng.shuffle(free)
    return a, b, free

DOPPEL_PRIOR: Final = 0.25  # the chance given to a secret Doppler choice nobody has shown yet

def sample(options: Options, view: View, rng: random.Random) -> WallachenCore:
    """A deal consistent with everything ``view`` shows, the cards it cannot see dealt at random.

    Kept: the seat's hand, the cards played, its own discards or Start, every public choice
    (Doppeln, the auction, the contract, Kontra and Re), the trick in play and the cards each
    seat has shown it lacks. Drawn: the other hands, the Start before it is taken, the
    discards the seat did not see, the packets not dealt yet, and secret Doppeln choices.
    """
    if not isinstance(view, WallachenView):
        raise TypeError("a Wallachen world is sampled from a Wallachen view")
    v = view
    me = v.seat
    core = WallachenCore.blank(rules_of(options), v.dealer, v.pot)
    _restore_public(core, v, rng)
    a, b = (me + 1) % 3, (me + 2) % 3
    known = v.hand | v.played | v.discards
    unknown = PACK_32 & ~known
    hand_a, hand_b, free = deal_hidden(unknown, v.hand_sizes[a], v.hand_sizes[b],
                                       v.excluded[a], v.excluded[b], rng)
    core.hands = [0, 0, 0]
    core.hands[me], core.hands[a], core.hands[b] = v.hand, hand_a, hand_b
    pos = 0
    if v.phase == "doppeln":
        sizes = PACKETS[options.deal_pattern][1:]
        pending: list[list[tuple[int, ...]]] = [[], [], []]
        for k in range(3):
            s = (v.forehand + k) % 3
            for size in sizes:
                pending[s].append(tuple(free[pos:pos + size]))
                pos += size
        core.pending = (tuple(pending[0]), tuple(pending[1]), tuple(pending[2]))
    if v.start_size:
        core.start = sum(1 << c for c in free[pos:pos + v.start_size])
        pos += v.start_size
    if v.declarer >= 0 and v.declarer != me and v.phase not in ("auction", "discard", "doppeln"):
        if not v.thrown_in:
            core.discards = sum(1 << c for c in free[pos:pos + 2])
            pos += 2
    elif v.discards:
        core.discards = v.discards
    return core

def _restore_public(core: WallachenCore, v: WallachenView, rng: random.Random) -> None:
    """The public state of the deal (and the seat's own secrets) from a view."""
    core.phase = PHASE_NAMES.index(v.phase)
    core.to_act = v.current_player
    core.decided = sum(v.chosen)
    doppel = 0
    for s in range(3):
        shown = v.doppeln[s]
        if shown == 1 or (shown < 0 and v.chosen[s] and rng.random() < DOPPEL_PRIOR):
            doppel |= 1 << s
    core.doppel = doppel
    core.holder, core.level = v.holder, v.level
    core.passed = sum(1 << s for s in range(3) if v.passed[s])
    if v.phase == "auction":
        core.challenger = v.challenger
        core.cidx = (v.challenger - v.forehand) % 3
        core.answering = v.bid_pending >= 0
        core.bid_x = v.bid_pending
    elif v.phase != "doppeln":
        core.cidx, core.challenger = 3, -1
    core.declarer, core.winning, core.contract = v.declarer, v.winning_bid, v.contract
    core.trump, core.kontra, core.re = v.trump, v.kontra, v.re
    core.asked, core.re_back = v.kontra_asked, v.after_re
    core.won = list(v.tricks_won)
    core.trick_no = v.trick_number - 1
    core.played = v.played
    core.thrown = 0
    if v.trick:
        core.trick = [c for _, c in v.trick]
        core.leader = v.trick[0][0]
        first = core.trick[0]
        core.led = SUIT[first]
        core.win_card = core.high_led = first
        core.win_seat = v.trick[0][0]
        for seat, c in v.trick[1:]:
            if SUIT[c] == SUIT[core.win_card]:
                if c > core.win_card:
                    core.win_card, core.win_seat = c, seat
            elif SUIT[c] == core.trump:
                core.win_card, core.win_seat = c, seat
            if SUIT[c] == core.led and c > core.high_led:
                core.high_led = c

