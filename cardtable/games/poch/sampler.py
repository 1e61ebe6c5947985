"""Worlds consistent with what a seat's view shows, the hidden cards dealt at random:
the one sampler (the AI and the checks call it)."""

from __future__ import annotations

import random

from cardtable.cards import (
    PACK_32,
    CardSet,
    card_list,
)
from cardtable.engine.state import View
from cardtable.games.poch.core import SEQUENZ, PochCore, best_run, eligible, has_set, sequenz_claim
from cardtable.games.poch.options import Options
from cardtable.games.poch.rules import rules_for
from cardtable.games.poch.state import PHASE_NAMES
from cardtable.games.poch.view import PochView


def sample(options: Options, view: View, rng: random.Random) -> PochCore:
    """A core consistent with everything ``view`` shows, the unseen cards dealt at random.

    The seat's own hand, every card shown or played, the cards known to be in nobody's hand,
    the card a seat on turn must play, the Melden results (no hidden run beats the claimed
    Sequenz, none exists when it went unclaimed, nobody holds the three trump cards of an
    unclaimed ``trump_789``), and under ``require_kunststueck`` a set in the hand of every seat
    that bet: the hidden cards are dealt uniformly among the deals that fit (rejection),
    falling back to a repair by swaps when the constraints are tight.
    """
    if not isinstance(view, PochView):
        raise TypeError("sample() needs a Poch view")
    return PochSampler(options, view).draw(rng)

class PochSampler:
    """The facts of one view, worked out once, and the worlds drawn from them (the search
    makes one per decision and draws many worlds from it)."""

    def __init__(self, options: Options, view: PochView) -> None:
        n, me = view.num_seats, view.seat
        self.view = view
        self.rules = rules_for(options, n)
        known = [view.shown[s] & ~view.played for s in range(n)]
        known[me] = view.hand
        if view.need >= 0 and view.current_player != me:
            known[view.current_player] |= 1 << view.need
        self.known = known
        taken = view.hand | view.not_held | view.played | (1 << view.trump_card)
        for k in known:
            taken |= k
        self.pool = card_list(PACK_32 & ~taken)
        self.slots = [0 if s == me else view.hand_sizes[s] - known[s].bit_count()
                      for s in range(n)]
        self.others = [s for s in range(n) if self.slots[s] > 0]
        self.must_set = 0
        if self.rules.require:
            self.must_set = sum(1 << s for s in range(n) if view.bettors[s] and s != me)

    def _deal(self, rng: random.Random) -> list[CardSet]:
        pool = self.pool[:]
        rng.shuffle(pool)
        hands = list(self.known)
        i = 0
        for s in self.others:
            k = self.slots[s]
            for c in pool[i:i + k]:
                hands[s] |= 1 << c
            i += k
        return hands

    def _faults(self, hands: list[CardSet]) -> int:
        """How far the deal is from the view's facts (0: it fits)."""
        v = self.view
        dealt = [h | v.played_by[s] for s, h in enumerate(hands)]
        faults = 0
        for s in range(v.num_seats):
            if self.must_set >> s & 1 and not has_set(dealt[s]):
                faults += 1
        seat, run = sequenz_claim(self.rules, dealt, v.trump, v.dealer)
        if seat != v.claimants[SEQUENZ] or run != v.sequenz_run:
            faults += 1 + sum(best_run(h, v.trump)[0] > 0 for h in dealt)
        return faults

    def draw(self, rng: random.Random) -> PochCore:
        best: list[CardSet] | None = None
        best_faults = 1 << 30
        for _ in range(60):
            hands = self._deal(rng)
            faults = self._faults(hands)
            if not faults:
                return self._core(hands)
            if faults < best_faults:
                best, best_faults = hands, faults
        assert best is not None
        return self._core(self._repair(best, best_faults, rng))

    def _repair(self, hands: list[CardSet], faults: int, rng: random.Random) -> list[CardSet]:
        """Swap hidden cards between hands and the talon while that brings the deal no further
        from the facts; the true deal exists, so this ends at a fitting deal in practice
        (after 4,000 swaps the nearest deal found is used)."""
        movable = [h & ~self.known[s] for s, h in enumerate(hands)]
        talon = 0
        for c in self.pool:
            if not any(h >> c & 1 for h in hands):
                talon |= 1 << c
        zones = [*self.others, -1]
        for _ in range(4000):
            a, b = rng.sample(zones, 2)
            from_a = movable[a] if a >= 0 else talon
            from_b = movable[b] if b >= 0 else talon
            if not from_a or not from_b:
                continue
            ca = rng.choice(card_list(from_a))
            cb = rng.choice(card_list(from_b))
            trial = list(hands)
            swap = (1 << ca) | (1 << cb)
            for z in (a, b):
                if z >= 0:
                    trial[z] ^= swap
            f = self._faults(trial)
            if f <= faults:
                hands, faults = trial, f
                for z in (a, b):
                    if z >= 0:
                        movable[z] ^= swap
                    else:
                        talon ^= swap
                if not faults:
                    break
        return hands

    def _core(self, hands: list[CardSet]) -> PochCore:
        v = self.view
        n = v.num_seats
        rules = self.rules
        assert v.chips is not None
        core = PochCore.__new__(PochCore)
        core.rules = rules
        core.trace = None
        core.dealer = v.dealer
        core.hands = hands
        core.dealt = tuple(h | v.played_by[s] for s, h in enumerate(hands))
        core.trump = v.trump
        core.trump_card = v.trump_card
        core.turned = v.trump_card if v.trump_holder < 0 else -1
        core.phase = PHASE_NAMES.index(v.phase)
        core.turn = max(v.current_player, 0)
        core.level = v.level
        core.contrib = list(v.contrib)
        core.folded = sum(1 << s for s in range(n) if v.folded[s])
        core.raises = v.raises
        core.queue = v.to_act
        core.bal = list(v.chips.balances)
        core.comp = [c for _, c in v.chips.places]
        core.played = v.played
        core.need = v.need
        core.poch_winner = v.poch_winner
        core.winner = v.first_out
        core.bettors = sum(1 << s for s in range(n) if v.bettors[s])
        core.elig = eligible(rules, core.dealt)
        return core

