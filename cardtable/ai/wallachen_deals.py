"""Wallachen on sampled deals: the declarations a seat could make, weighed by playing each
out in every world; the quick trick estimate; and the worlds themselves, drawn from the seat's
view by the game's one sampler and weighted by how well each seat's hand fits its bids.

The players that use them are in :mod:`cardtable.ai.wallachen`.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from cardtable.ai.wallachen_policy import (
    FAMILY_BETTEL,
    FAMILY_MORD,
    RANK,
    best_trump_suit,
    contract_move,
    families,
    heuristic_discard,
    policy_card,
    top_card,
)
from cardtable.cards import SUIT_MASKS, card_list
from cardtable.games.wallachen import (
    BETTEL,
    DISCARD,
    DISCARD_BASE,
    KONTRA_ASK,
    MORD,
    NEEDED,
    NINE,
    NO,
    RE_ASK,
    SIX,
    Options,
    WallachenCore,
    WallachenView,
    brand_level,
    sample,
)

# --- declarations weighed on sampled deals --------------------------------------------------


@dataclass
class Declaration:
    """One way to declare: the family, its discard, the contract level, and its mean value."""

    family: int
    discard: int
    level: int
    value: float


def _levels(core: WallachenCore, family: int) -> list[int]:
    if family == FAMILY_BETTEL:
        return [BETTEL]
    if family == FAMILY_MORD:
        return [MORD]
    if core.rules.sirch:
        return [brand_level(family)]
    return [lv for lv in range(SIX, NINE + 1) if lv >= core.winning]


def play_declaration(core: WallachenCore, family: int, discard: int | None,
                     rng: random.Random, noise: float = 0.0) -> WallachenCore:
    """Play a world at the discard (or the contract) to its end with this declaration."""
    w = core.clone()
    seat = w.declarer
    if w.phase == DISCARD:
        w.play(discard if discard is not None else heuristic_discard(w, seat, family))
    level = _levels(w, family)[0]
    w.play(contract_move(w, family, level))
    while w.phase in (KONTRA_ASK, RE_ASK):
        w.play(NO)
    if family < 4 and w.trump < 0:  # the first lead fixes trumps: lead the family's suit
        cards = w.hands[seat] & SUIT_MASKS[family]
        if cards:
            w.play(top_card(cards))
    while not w.is_over:
        w.play(policy_card(w, rng, noise))
    return w


def declaration_values(worlds: list[WallachenCore], seat: int, rng: random.Random,
                       weights: list[float] | None = None,
                       fixed_discard: int | None = None) -> list[Declaration]:
    """Every (family, level) the declarer ``seat`` may choose, valued over the worlds (each a
    core at the discard or contract with ``seat`` as the declarer); best first."""
    if not worlds:
        return []
    weights = weights or [1.0] * len(worlds)
    total_w = sum(weights) or 1.0
    first = worlds[0]
    sums: dict[tuple[int, int], float] = {}
    discards: dict[int, int] = {}
    for family in families(first):
        # Each world lays away by the rule from its own twelve cards (in the auction the
        # Start differs from world to world; at the discard it is the seat's own).
        discards[family] = (fixed_discard if fixed_discard is not None else
                            heuristic_discard(first, seat, family) if first.phase == DISCARD
                            else -1)
        for world, wt in zip(worlds, weights):
            done = play_declaration(world, family, fixed_discard, rng)
            for level in _levels(first, family):
                value = done.net_for(level)[seat] if level <= NINE else done.payoff(seat)
                sums[family, level] = sums.get((family, level), 0.0) + wt * value
    out = [Declaration(f, discards[f], lv, v / total_w) for (f, lv), v in sums.items()]
    out.sort(key=lambda d: -d.value)
    return out


def value_at_level(decls: list[Declaration], level: int) -> float:
    """What the declarer may expect once he holds ``level``: the best contract at or above."""
    fits = [d.value for d in decls if d.level >= level]
    return max(fits) if fits else -math.inf


# --- quick estimates (the baseline, and the weights of sampled deals) ------------------------


def estimate_tricks(hand: int, trump: int) -> float:
    """Tricks a declarer's hand should take with ``trump`` (a count of honours and length)."""
    est = 0.0
    tmask = SUIT_MASKS[trump]
    trumps = hand & tmask
    n_t = trumps.bit_count()
    for i, c in enumerate(sorted(card_list(trumps), reverse=True)):
        missing = 12 - RANK[c] - i  # higher trumps held by others
        if missing <= 0:
            est += 1.0
        elif missing == 1 and n_t >= 2:
            est += 0.7
        elif missing == 2 and n_t >= 3:
            est += 0.45
    est += max(0, n_t - 4) * 0.75
    spare = max(0, n_t - 2)
    for s in range(4):
        if s == trump:
            continue
        cards = hand & SUIT_MASKS[s]
        n = cards.bit_count()
        if cards >> (13 * s + 12) & 1:
            est += 0.9
            if cards >> (13 * s + 11) & 1:
                est += 0.7
        elif cards >> (13 * s + 11) & 1 and n >= 2:
            est += 0.45
        if n <= 1 and spare:
            ruffs = min(spare, 2 - n)
            est += 0.55 * ruffs
            spare -= ruffs
    return est


# --- sampled worlds ---------------------------------------------------------------------------


def auction_weight(world: WallachenCore, view: WallachenView, sigma: float = 1.2) -> float:
    """How well each other seat's hand in ``world`` fits what it said in the auction: a seat
    that bid or held a trick level should hold about that many tricks, one that passed fewer."""
    logw = 0.0
    said: dict[int, int] = {}
    passed: set[int] = set()
    for e in view.events:
        if e.kind in ("bid", "hold") and e.seat != view.seat:
            said[e.seat] = max(said.get(e.seat, -1), e.value)
        elif e.kind == "pass" and e.seat != view.seat:
            passed.add(e.seat)
    for s in set(said) | passed:
        hand = world.hands[s] | _played_by(view, s)
        if s == world.declarer and world.discards:
            hand |= world.discards
        est = max(estimate_tricks(hand, t) for t in range(4))
        if s in said and said[s] <= NINE:
            need = NEEDED[said[s]] - (0.8 if s == view.declarer else 0.5)
            if est < need:
                logw -= (need - est) ** 2 / (2 * sigma * sigma)
        elif s in passed and s not in said and est > 7.0:
            logw -= (est - 7.0) ** 2 / (2 * sigma * sigma)
    return math.exp(logw)


def _played_by(view: WallachenView, seat: int) -> int:
    out = 0
    for e in view.events:
        if e.kind == "play" and e.seat == seat:
            out |= 1 << e.cards[0]
    return out


def declarer_discards_by_rule(world: WallachenCore, view: WallachenView) -> None:
    """In a world sampled for a defender, let the declarer's two unseen discards be the two
    cards the rule lays away from his twelve (the sampler draws them at random, which makes
    every declarer look weaker than one who chose his best ten)."""
    decl = world.declarer
    if decl < 0 or decl == view.seat or not world.discards:
        return
    played = _played_by(view, decl)
    twelve = world.hands[decl] | world.discards | played
    probe = world.clone()
    probe.hands[decl] = twelve
    if world.contract == BETTEL:
        family = FAMILY_BETTEL
    elif world.contract == MORD:
        family = FAMILY_MORD
    elif world.trump >= 0:
        family = world.trump
    else:
        family = best_trump_suit(twelve)
    code = heuristic_discard(probe, decl, family) - DISCARD_BASE
    pair = (1 << (code >> 6)) | (1 << (code & 63))
    hand = twelve & ~pair & ~played
    if pair & played or hand & view.excluded[decl] or hand.bit_count() != view.hand_sizes[decl]:
        return  # the rule's discard contradicts what the seat has seen: keep the draw
    world.hands[decl] = hand
    world.discards = pair


def sample_worlds(options: Options, view: WallachenView, rng: random.Random, count: int,
                  weighted: bool) -> tuple[list[WallachenCore], list[float]]:
    """``count`` worlds from the game's sampler (the declarer's discards by the rule), with
    their auction weights (or all 1)."""
    worlds = [sample(options, view, rng) for _ in range(count)]
    for w in worlds:
        declarer_discards_by_rule(w, view)
    if not weighted:
        return worlds, [1.0] * count
    weights = [auction_weight(w, view) for w in worlds]
    if sum(weights) <= 1e-9:
        weights = [1.0] * count
    return worlds, weights
