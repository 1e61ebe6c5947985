"""Determinized search that spends its time where the decision is close (any game).

:func:`adaptive_values` samples worlds one at a time, like
:func:`~cardtable.ai.search.determinized_values`, but decides for itself when to stop:

* early, once one root action is clearly best: for every other action, the mean of the paired
  differences (the same world scores every action) lies more than ``z`` standard errors above
  zero, or the two are within ``tie`` of each other with the same confidence (then either is
  as good, and more worlds would not tell them apart); before ``min_work`` only at the
  stricter ``z_early``;
* late, when the estimates overlap: sampling goes on up to ``max_work`` work units;
* always by ``ms``, a hard cap on the decision's wall time: the deadline is also handed to the
  knowledge (``deadline``), whose solver abandons a world that would overrun it
  (:class:`OutOfTime`); that world is then left out.

Worlds may carry a weight (:meth:`weight` of the knowledge, default 1): how likely the
opponents' past plays were in that world. The estimates are then weighted means, and the
standard errors use the effective number of worlds ``(Σw)² / Σw²``.

The work budget keeps a decision reproducible for a seed and view on any machine; the clock
only bites on a slow or loaded one.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from cardtable.ai.search import Budget, Estimate, Knowledge, SearchPlayer
from cardtable.engine.state import View


class OutOfTime(Exception):
    """Raised by a knowledge's solver when the decision's deadline has passed."""


@dataclass(frozen=True)
class AdaptiveBudget(Budget):
    """How long one decision may think (see the module's docstring); of :class:`Budget`
    only ``ms`` counts, the hard cap."""

    min_worlds: int = 24  # never stop on fewer worlds (unless the clock or max_work bites)
    check_every: int = 8  # test for a clear decision after every this many worlds
    max_worlds: int = 4_000
    max_work: int = 200_000
    min_work: int = 0  # below this much work, stop only on a decision clear at ``z_early``
    z_early: float = 3.0
    z: float = 2.0
    tie: float = 0.05  # actions closer than this are as good as each other


def _clear(values: list[list[float]], weights: list[float], z: float, tie: float) -> bool:
    """Whether the best mean is clearly best (or tied within ``tie``) against every other."""
    wsum = sum(weights)
    if wsum <= 0:
        return False
    n_eff = wsum * wsum / sum(w * w for w in weights)
    if n_eff < 2:
        return False
    means = [sum(w * v for w, v in zip(weights, row)) / wsum for row in values]
    best = max(range(len(means)), key=means.__getitem__)
    for j, row in enumerate(values):
        if j == best:
            continue
        diffs = [b - v for b, v in zip(values[best], row)]
        mean = means[best] - means[j]
        var = sum(w * (d - mean) ** 2 for w, d in zip(weights, diffs)) / wsum
        se = math.sqrt(var / (n_eff - 1))
        if not (mean - z * se > 0 or mean + z * se < tie):
            return False
    return True


def adaptive_values(view: View, knowledge: Knowledge, budget: AdaptiveBudget,
                    rng: random.Random, started: float | None = None) -> list[Estimate]:
    """Weighted mean value of each root action (in ``root_actions`` order).

    ``started``: when the decision began (``time.perf_counter()``), so that the hard cap
    counts the time spent before the search too.
    """
    moves = tuple(knowledge.move_of(a) for a in knowledge.root_actions(view))
    rows: list[list[float]] = [[] for _ in moves]
    weights: list[float] = []
    deadline = (time.perf_counter() if started is None else started) + budget.ms / 1000.0
    weigh = getattr(knowledge, "weight", None)
    knowledge_any: Any = knowledge
    knowledge_any.deadline = deadline
    start = knowledge.work
    try:
        for i in range(budget.max_worlds):
            world = knowledge.sample(view, rng)
            weight = 1.0 if weigh is None else float(weigh(world))
            try:
                solved = knowledge.solve(world, view.seat, moves)
            except OutOfTime:
                break
            if solved is None:
                raise TypeError("adaptive search needs a knowledge that solves worlds")
            weights.append(weight)
            for row, value in zip(rows, solved):
                row.append(value)
            if knowledge.work - start >= budget.max_work or time.perf_counter() > deadline:
                break
            n = i + 1
            if n >= budget.min_worlds and n % budget.check_every == 0:
                early = knowledge.work - start < budget.min_work
                if _clear(rows, weights, budget.z_early if early else budget.z, budget.tie):
                    break
    finally:
        knowledge_any.deadline = 0.0
    wsum = sum(weights)
    if not wsum:  # the clock ran out before the first world: no estimate
        return [Estimate() for _ in moves]
    n = len(weights)
    return [Estimate(sum(w * v for w, v in zip(weights, row)) / wsum * n, n) for row in rows]


class AdaptiveSearchPlayer(SearchPlayer):
    """A search player that thinks by :func:`adaptive_values` on an :class:`AdaptiveBudget`
    (the master levels)."""

    def values(self, view: View) -> list[Estimate]:
        budget = self.budget
        if not isinstance(budget, AdaptiveBudget):
            raise TypeError("the master level thinks on an AdaptiveBudget")
        return adaptive_values(view, self.knowledge, budget, self.rng_for(view),
                               time.perf_counter())


__all__ = ["AdaptiveBudget", "AdaptiveSearchPlayer", "OutOfTime", "adaptive_values"]
