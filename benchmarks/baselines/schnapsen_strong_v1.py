"""Today's "strong" Schnapsen player, frozen (the code of commit 0d5781c), for master-vs-strong.

A copy, not an import, of everything that makes its decisions: the playout policy, the
knowledge (exact solver once the talon is closed, exhausted or down to two cards, playouts
before, closing judged by the solved closed world less 0.3 game points), the alpha-beta
solver, the determinized search and the budget (800 worlds or 50,000 work units, 950 ms).
It leans only on the game's rules core and its sampler (``cardtable.games.schnapsen``) and the
card helpers, which are the rules, not the player. So when the live levels change, this one
does not: ``tests/ai/test_schnapsen_baseline.py`` checks it still makes the decisions and
hint values recorded in ``tests/ai/schnapsen_golden.json`` for "strong".

Measured then: 73.2 % of 1,000 deals against the ``schnapsen`` package's RdeepBot (16, 4),
90.0 % of 2,000 deals against random play, decision median about 100 ms, p95 about 250 ms.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from cardtable.cards import SUIT_MASKS, card, card_list
from cardtable.engine.action import Action
from cardtable.engine.state import View
from cardtable.games.schnapsen import (
    CLAIM,
    CLOSE,
    DECLINE,
    EXCHANGE,
    HIGHER,
    KINGS,
    MARRY,
    POINTS,
    PRESETS,
    QUEENS,
    STRENGTH,
    HiddenCards,
    SchnapsenCore,
    action_of,
    move_of,
)

CLAIM_ACTION = action_of(CLAIM)
DECLINE_ACTION = action_of(DECLINE)
INF = 1_000.0
WORLDS = 800
WORK = 50_000
MS = 950.0
CLOSE_MARGIN = 0.3
EXACT_TALON = 2


# --- the playout policy -----------------------------------------------------------------------


def _cheapest_of(cs: int, trump: int) -> int:
    return min(card_list(cs), key=lambda c: (c // 13 == trump, POINTS[c], STRENGTH[c]))


def _claim_or_decline(w: SchnapsenCore) -> int | None:
    moves = w.moves()
    if CLAIM in moves and w.score(w.to_move) >= 66:
        return CLAIM
    return DECLINE if DECLINE in moves else None


def policy_move(w: SchnapsenCore) -> int:
    p, r = w.to_move, w.rules
    hand, trump = w.hands[p], r.trump
    if w.lead >= 0:
        return _follow(w, w.follow_cards(), trump)
    if not r.auto_claim:
        claim = _claim_or_decline(w)
        if claim is not None:
            return claim
    if w.married >= 0:
        return KINGS[w.married] if r.king_only else QUEENS[w.married]
    if w.can_exchange():
        return EXCHANGE
    pairs = w.marriage_queens()
    if pairs:
        suits = [q // 13 for q in card_list(pairs)]
        return MARRY + (trump if trump in suits else suits[0])
    if not w.talon_open:
        trumps = hand & SUIT_MASKS[trump]
        for rank in (14, 10):
            c = card(trump, rank)
            if trumps >> c & 1:
                return c
        aces = [c for c in card_list(hand) if STRENGTH[c] == 5]
        if aces:
            return aces[0]
    return _cheapest_of(hand, trump)


def _follow(w: SchnapsenCore, legal: int, trump: int) -> int:
    led = w.lead
    same = legal & HIGHER[led]
    if same:
        return max(card_list(same), key=lambda c: POINTS[c])
    ruffs = legal & SUIT_MASKS[trump] if led // 13 != trump else 0
    if ruffs and (POINTS[led] >= 10 or not w.talon_open):
        return min(card_list(ruffs), key=lambda c: (STRENGTH[c], POINTS[c]))
    return _cheapest_of((legal & ~ruffs) or legal, trump)


# --- the exact solver -------------------------------------------------------------------------


class _Solver:
    def __init__(self) -> None:
        self.table: dict[tuple[Any, ...], tuple[float, int]] = {}
        self.nodes = 0

    def root_values(self, core: SchnapsenCore, seat: int, moves: list[int]) -> list[float]:
        out = []
        for m in moves:
            child = core.clone()
            child.play(m)
            if child.is_over:
                out.append(float(child.value(seat)))
                continue
            v = self.search(child, -INF, INF)
            out.append(v if child.to_move == seat else -v)
        return out

    def search(self, w: SchnapsenCore, alpha: float, beta: float) -> float:
        self.nodes += 1
        if w.is_over:
            return w.value(w.to_move)
        key = w.key()
        hit = self.table.get(key)
        if hit is not None:
            return hit[0]
        mover, best = w.to_move, -INF
        a0 = alpha
        for m in _ordered(w.moves()):
            child = w.clone()
            child.play(m)
            if child.is_over:
                v = float(child.value(mover))
            elif child.to_move == mover:
                v = self.search(child, alpha, beta)
            else:
                v = -self.search(child, -beta, -alpha)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        if a0 < best < beta:
            self.table[key] = (best, 1_000)
        return best


def _ordered(moves: list[int]) -> list[int]:
    if len(moves) < 3:
        return moves
    return sorted(moves, key=lambda m: -100 if m >= 52 else -POINTS[m])


# --- knowledge: one world's values of the root moves -------------------------------------------


class _Knowledge:
    def __init__(self, options: Any) -> None:
        self.options = PRESETS["traditional"] if options is None else options
        self.solver = _Solver()
        self.work = 0
        self._hidden: HiddenCards | None = None

    def sample(self, view: View, rng: random.Random) -> SchnapsenCore:
        if self._hidden is None or self._hidden.view is not view:
            self._hidden = HiddenCards(self.options, view)
        return self._hidden.sample(rng)

    def values(self, w: SchnapsenCore, seat: int, moves: list[int]) -> list[float]:
        if len(self.solver.table) > 200_000:
            self.solver.table.clear()
        nodes = self.solver.nodes
        try:
            if not w.talon_open or len(w.talon) <= EXACT_TALON:
                values = self.solver.root_values(w, seat, moves)
            else:
                rng = random.Random(hash(w.talon) & 0xFFFF)
                values = [self._playout(w, m, seat, rng) for m in moves]
            if CLOSE in moves:
                values[moves.index(CLOSE)] -= CLOSE_MARGIN
            return values
        finally:
            self.work += self.solver.nodes - nodes

    def _playout(self, w: SchnapsenCore, move: int, seat: int, rng: random.Random) -> float:
        x = w.clone()
        x.play(move)
        if move == CLOSE:
            v = self.solver.search(x, -INF, INF)
            return v if x.to_move == seat else -v
        while not x.is_over:
            x.play(policy_move(x))
            self.work += 1
        return float(x.value(seat))


# --- the player -------------------------------------------------------------------------------


@dataclass
class _Estimate:
    total: float = 0.0
    n: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else 0.0


class FrozenStrong:
    """Today's strong Schnapsen player: ``choose`` and ``evaluate`` like the live one's."""

    def __init__(self, seed: int = 0, options: Any = None, ms: float = MS) -> None:
        self.seed = seed
        self.ms = ms
        self.knowledge = _Knowledge(options)
        self.name = "schnapsen-strong-v1"

    def _root(self, view: View) -> tuple[Action, ...]:
        return tuple(a for a in view.legal if a not in (CLAIM_ACTION, DECLINE_ACTION))

    def _estimates(self, view: View) -> list[_Estimate]:
        k = self.knowledge
        rng = random.Random(self.seed * 1_000_003 + len(view.events) * 7919 + view.seat)
        moves = [move_of(a) for a in self._root(view)]
        estimates = [_Estimate() for _ in moves]
        deadline = time.perf_counter() + self.ms / 1000.0
        start = k.work
        for _ in range(WORLDS):
            world = k.sample(view, rng)
            for est, value in zip(estimates, k.values(world, view.seat, moves)):
                est.total += value
                est.n += 1
            if k.work - start >= WORK or time.perf_counter() > deadline:
                break
        return estimates

    def choose(self, view: View) -> Action:
        if not view.legal:
            raise ValueError("the seat has no legal action (is it on turn?)")
        if len(view.legal) == 1:
            return view.legal[0]
        if CLAIM_ACTION in view.legal:
            if view.score >= 66:  # type: ignore[attr-defined]
                return CLAIM_ACTION
            if DECLINE_ACTION in view.legal:
                return DECLINE_ACTION
        actions = self._root(view)
        if len(actions) == 1:
            return actions[0]
        estimates = self._estimates(view)
        best = 0
        for i, est in enumerate(estimates):
            if est.n and (not estimates[best].n or est.mean > estimates[best].mean + 1e-9):
                best = i
        return actions[best]

    def evaluate(self, view: View) -> list[tuple[Action, float, str]]:
        """Every root action with its estimate and label, as the live hint gives them."""
        estimates = self._estimates(view)
        return [(a, e.mean, f"{e.mean:+.1f}") for a, e in zip(self._root(view), estimates)]


def make(seed: int, options: Any = None) -> FrozenStrong:
    return FrozenStrong(seed, options)


__all__ = ["FrozenStrong", "make", "policy_move"]
