"""The "master" Spades player: strong's knowledge, the last tricks searched exactly, and its
time spent where a decision is close.

What it adds to "strong" (:mod:`cardtable.ai.spades`), each switchable (:class:`MasterConfig`):

* **Exact end search** (:class:`EndSolver`): in each sampled world the last tricks are
  searched with every card open, over the game's own core (max^n, alpha-beta where two sides
  play): each seat plays for its side's value, the contract's real score of the hand — made
  or set, bags, nil — against the other sides'; cards of equal rank in play are merged and
  positions at the start of a trick remembered. Once few tricks are left at the decision
  itself (``exact_root``, ``exact_root_two_sides``) every root move is valued by that search
  alone; earlier, each root move's playout hands over to the search for its last
  ``exact_tail`` tricks.
* **Adaptive budget** (:mod:`cardtable.ai.adaptive`): worlds one at a time, stopping early
  once one card is clearly best, going on while the estimates overlap, never past a hard cap
  of 900 ms of wall time (the solver abandons a world that would overrun it).
* **Nil defence** (``nil_defence``): the playouts of every seat play under an opponent's nil
  that is winning the trick, and lead low to it (:func:`master_policy`); nil cover (a partner
  overtaking a partner's nil) is the partnership rule strong already has.
* **Bids** (``bid_worlds``, ``bid_spread``): strong's way (each sampled deal played out by the
  playout policy, every bid scored by the rules on the tricks it gave the seat, the best mean
  wins), from 200 deals instead of 60, and with the playouts' tricks counted one fewer in
  15 % and one more in 15 % of them: the tricks really taken stray from the playouts' mean
  more than the playouts' own spread says, and 15 % each way adds that missing variance
  (calibrated with ``benchmarks/spades_bids.py``). A bid samples no new deal after
  ``BID_MS``.
* **Inference** (``inference``), off: a world is weighed down (``UNLIKELY_PLAY``) for each
  card an opponent played to the trick in progress that the playout policy would not have
  played in that world (an opponent who followed low while wanting tricks probably holds no
  higher card of the suit); the bids already shape the worlds as for strong.

Not measurably stronger than strong (about 51-52 % of several hundred duplicate deals), so not
offered (:data:`cardtable.ai.MASTER_GAMES`). What the level and its parts won against strong and
against open_spiel's ISMCTS, what perfect bids could win, and why ``exact_root`` is 4 (5 with
two sides): ``docs/ai-tuning.md``, "Spades".
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from cardtable.ai.adaptive import AdaptiveBudget, AdaptiveSearchPlayer, OutOfTime
from cardtable.ai.spades import (
    LEVEL_SETTINGS,
    SpadesKnowledge,
    SpadesSearchPlayer,
    beats_best,
    dump_order,
    options_or_default,
    partner_filter,
    policy_card,
    value,
    win_order,
)
from cardtable.engine.state import View
from cardtable.games.spades import FOLLOWS, PLAY_PHASE, SpadesCore, SpadesSampler

# --- the exact end search ----------------------------------------------------------------------


def side_values(w: SpadesCore) -> tuple[float, ...]:
    """Each side's points for the hand minus the mean of the other sides' (``value``)."""
    pts = w.side_points()
    k = len(pts)
    if k == 1:
        return (float(pts[0]),)
    total = sum(pts)
    return tuple(p - (total - p) / (k - 1) for p in pts)


def distinct_moves(w: SpadesCore) -> list[int]:
    """The legal cards of the seat on turn, one of each run of cards that are as good as each
    other: cards of one suit with no card of another hand or of the trick between them."""
    moves = w.moves()
    if len(moves) < 2:
        return moves
    live = 0
    for h in w.hands:
        live |= h
    for c in w.trick:
        live |= 1 << c
    others = live & ~w.hands[w.to_act]
    out = [moves[0]]
    prev = moves[0]
    for m in moves[1:]:
        if not (FOLLOWS[m] == FOLLOWS[prev] and not others & ((1 << m) - (1 << (prev + 1)))):
            out.append(m)
        prev = m
    return out


class EndSolver:
    """Max^n search of a world to the end of the hand, every card open.

    Each seat on turn picks the card best for its side's :func:`side_values` (ties: the
    lowest card); with two sides (partnerships, or two players) this is minimax, searched
    by alpha-beta with the bounds of positions at the start of a trick remembered. ``nodes``
    counts the positions searched; past ``deadline`` (``time.perf_counter()``, 0: none) it
    raises :class:`OutOfTime`.
    """

    def __init__(self) -> None:
        self.nodes = 0
        self.deadline = 0.0
        self._table: dict[tuple[Any, ...], tuple[float, ...]] = {}
        self._bounds: dict[tuple[Any, ...], tuple[float, float]] = {}  # alpha-beta's

    def clear(self) -> None:
        self._table.clear()
        self._bounds.clear()

    def search(self, w: SpadesCore) -> tuple[float, ...]:
        """The side values of ``w`` played out by every seat at its best."""
        if len(w.rules.sides) == 2:  # zero-sum between two sides: alpha-beta finds the same
            v = self._alpha_beta(w, -math.inf, math.inf)
            return (v, -v)
        return self._max_n(w)

    def _tick(self) -> None:
        self.nodes += 1
        if self.deadline and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise OutOfTime

    def _alpha_beta(self, w: SpadesCore, alpha: float, beta: float) -> float:
        """Side 0's value of ``w`` if it lies within (alpha, beta); else a bound beyond."""
        if w.is_over:
            return side_values(w)[0]
        key: tuple[Any, ...] | None = None
        if not w.trick:
            key = (*w.hands, w.leader, *w.won, w.broken)
            low, high = self._bounds.get(key, (-math.inf, math.inf))
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        self._tick()
        maximize = w.rules.side_of[w.to_act] == 0
        best = -math.inf if maximize else math.inf
        a, b = alpha, beta
        for m in distinct_moves(w):
            child = w.clone()
            child.play(m)
            v = self._alpha_beta(child, a, b)
            if maximize:
                if v > best:
                    best = v
                    a = max(a, v)
            elif v < best:
                best = v
                b = min(b, v)
            if a >= b:
                break
        if key is not None:
            low, high = self._bounds.get(key, (-math.inf, math.inf))
            if best <= alpha:
                high = min(high, best)
            elif best >= beta:
                low = max(low, best)
            else:
                low = high = best
            self._bounds[key] = (low, high)
        return best

    def _max_n(self, w: SpadesCore) -> tuple[float, ...]:
        if w.is_over:
            return side_values(w)
        key: tuple[Any, ...] | None = None
        if not w.trick:
            key = (*w.hands, w.leader, *w.won, w.broken)
            hit = self._table.get(key)
            if hit is not None:
                return hit
        self._tick()
        side = w.rules.side_of[w.to_act]
        best: tuple[float, ...] | None = None
        for m in distinct_moves(w):
            child = w.clone()
            child.play(m)
            v = self._max_n(child)
            if best is None or v[side] > best[side]:
                best = v
        assert best is not None
        if key is not None:
            self._table[key] = best
        return best

    def move_values(self, w: SpadesCore, moves: tuple[int, ...] | list[int]) -> list[float]:
        """The value for the seat on turn's side of each of ``moves`` in ``w``."""
        side = w.rules.side_of[w.to_act]
        out = []
        for m in moves:
            child = w.clone()
            child.play(m)
            out.append(self.search(child)[side])
        return out


# --- the playout policy ------------------------------------------------------------------------


def _nil_opponent_winning(w: SpadesCore) -> bool:
    """Whether the trick so far is won by a seat of another side whose nil still stands."""
    if not w.trick:
        return False
    s = w.best_seat
    side_of = w.rules.side_of
    return side_of[s] != side_of[w.to_act] and w.bids[s] == 0 and w.won[s] == 0


def _nil_opponents(w: SpadesCore) -> list[int]:
    side_of = w.rules.side_of
    me = side_of[w.to_act]
    return [s for s in range(w.rules.n)
            if side_of[s] != me and w.bids[s] == 0 and w.won[s] == 0]


def master_policy(w: SpadesCore, rng: random.Random | None = None, noise: float = 0.0,
                  cash: bool = False) -> int:
    """Strong's playout policy (:func:`~cardtable.ai.spades.policy_card`) with nil defence:
    under an opponent's nil that is winning the trick, play the highest card that still
    loses to it; lead the lowest card while an opponent's nil stands (his partner is not
    yet to lead)."""
    if _nil_opponents(w) and not (w.bids[w.to_act] == 0 and w.won[w.to_act] == 0):
        cards = partner_filter(w, w.moves())
        if len(cards) > 1 and not (rng is not None and noise and rng.random() < noise):
            if _nil_opponent_winning(w):
                best = w.winning_card()
                under = [c for c in cards if not beats_best(c, best)]
                if under:
                    return max(under, key=dump_order)
            elif not w.trick:
                return min(cards, key=win_order)
    return policy_card(w, rng, noise, cash)


# --- knowledge and player ----------------------------------------------------------------------


@dataclass(frozen=True)
class MasterConfig:
    """Which of the master's ideas are on (the defaults are the master level's)."""

    adaptive: bool = True
    exact_root: int = 4  # tricks left at the decision from which every world is solved exactly
    exact_root_two_sides: int = 5  # the same with two sides (alpha-beta)
    exact_tail: int = 0  # tricks of each playout's end searched exactly (0: none)
    nil_defence: bool = True
    inference: bool = False  # weigh worlds by the opponents' plays to the trick in progress
    bid_worlds: int = 200  # deals sampled for a bid (strong: 60)
    bid_spread: int = 15  # % of playouts whose tricks count one fewer, and as many one more


MASTER_BUDGET = AdaptiveBudget(min_worlds=16, check_every=8, min_work=20_000, z_early=3.0,
                               z=2.0, max_work=60_000, tie=1.0, ms=900.0)
# How much less likely a world is where an opponent's card to the trick in progress is not
# the one the playout policy would have played (a guess, see the figures above).
UNLIKELY_PLAY = 0.4
# A bid samples no new deal after this many ms (a loaded machine; 200 deals take ~300 ms).
BID_MS = 700.0
# Without the adaptive stop: strong's fixed budget shape (80 worlds, 40,000 work units).
FIXED_BUDGET = AdaptiveBudget(min_worlds=80, max_worlds=80, max_work=40_000, ms=900.0)


class MasterKnowledge(SpadesKnowledge):
    """Strong's knowledge whose worlds end in the exact search (:class:`EndSolver`)."""

    def __init__(self, options: Any = None, config: MasterConfig = MasterConfig(),
                 cash: bool = False) -> None:
        super().__init__(options, cash=cash)
        self.config = config
        self.solver = EndSolver()
        self.deadline = 0.0
        self._weight = 1.0

    def sample(self, view: View, rng: random.Random) -> SpadesCore:
        world = super().sample(view, rng)
        self._weight = (self._play_weight(view, self.sampler(view), self.last_deal)
                        if self.config.inference else 1.0)
        return world

    def weight(self, world: SpadesCore) -> float:
        """How likely the opponents' plays to the trick in progress were in the world last
        sampled (:meth:`sample` works it out: ``world`` is that world)."""
        return self._weight

    def _play_weight(self, view: View, sampler: SpadesSampler, deal: list[int]) -> float:
        """``UNLIKELY_PLAY`` for each card an opponent played to this trick that the playout
        policy would not have played in its place in this deal."""
        v: Any = view
        if not v.trick:
            return 1.0
        w = sampler.template.clone()
        n = w.rules.n
        w.hands = list(deal[:n])
        for seat, card in v.trick:
            w.hands[seat] |= 1 << card
        side_of = w.rules.side_of
        weight = 1.0
        for seat, card in v.trick:
            if (side_of[seat] != side_of[view.seat] and w.moves() != [card]
                    and policy_card(w, None, 0.0, self.cash) != card):
                weight *= UNLIKELY_PLAY
            w.play(card)
        return weight

    def playout_card(self, w: SpadesCore, rng: random.Random) -> int:
        if self.config.nil_defence:
            return master_policy(w, rng, self.noise, self.cash)
        return policy_card(w, rng, self.noise, self.cash)

    def solve(self, state: Any, seat: int, moves: tuple[int, ...]) -> list[float] | None:
        cfg = self.config
        solver = self.solver
        solver.deadline = self.deadline
        solver.clear()
        start = solver.nodes
        side = state.rules.side_of[seat]
        try:
            left = state.rules.T - state.trick_no
            reach = cfg.exact_root if len(state.rules.sides) > 2 else cfg.exact_root_two_sides
            if state.phase != PLAY_PHASE or left > reach:
                return self._playouts(state, seat, side, moves)
            return solver.move_values(state, moves)
        finally:
            self.work += solver.nodes - start
            solver.deadline = 0.0

    def _playouts(self, state: SpadesCore, seat: int, side: int,
                  moves: tuple[int, ...]) -> list[float]:
        rng = random.Random(state.hands[0] ^ state.hands[-1])
        tail = self.config.exact_tail
        T = state.rules.T
        out = []
        for m in moves:
            x = state.clone()
            x.play(m)
            while not x.is_over:
                if tail and not x.trick and T - x.trick_no <= tail and x.phase == PLAY_PHASE:
                    break
                x.play(self.playout_card(x, rng))
                self.work += 1
            if x.is_over:
                out.append(value(x, seat))
            else:
                out.append(self.solver.search(x)[side])
        return out


def make_master(seed: int, options: Any = None, config: MasterConfig = MasterConfig()
                ) -> SpadesSearchPlayer:
    """The master level: strong's bidding, the master's card play."""
    opts = options_or_default(options)
    strong = LEVEL_SETTINGS["strong"]
    cash = strong.cash and opts.partnerships == "none"
    player = SpadesSearchPlayer(seed, opts, strong.budget, config.bid_worlds, "spades-master",
                                cash)
    player.bid_spread = config.bid_spread / 100
    player.bid_ms = BID_MS
    knowledge = MasterKnowledge(opts, config, cash)
    budget = MASTER_BUDGET if config.adaptive else FIXED_BUDGET
    player.knowledge = knowledge
    player.search = AdaptiveSearchPlayer(knowledge, budget, seed, "spades-master")
    return player


__all__ = ["MASTER_BUDGET", "EndSolver", "MasterConfig", "MasterKnowledge",
           "distinct_moves", "make_master", "master_policy", "side_values"]
