"""Information-set search shared by every game: determinized (PIMC) search and SO-ISMCTS.

A seat on turn sees a :class:`~cardtable.engine.state.View`, never the true state. The search
asks the game's :class:`Knowledge` for *worlds*: full states consistent with everything that
view shows (its hand, the cards played, voids shown, marriages, bids ...), searches each world
as if the cards were open, and averages. Two ways of doing that are provided:

* :func:`determinized_values` (Perfect Information Monte Carlo): every sampled world scores
  every legal root action, by the game's exact or depth-limited solver when it has one, by
  rollouts otherwise. Using the same world for every action (common random numbers) makes the
  comparison between actions much less noisy than independent samples would.
* :func:`ismcts_values` (single-observer information-set MCTS, Cowling et al. 2012): one tree
  over the seat's information sets, a fresh world each iteration, UCB with availability counts.

Which one a level uses is a setting; every level uses PIMC, as strong as SO-ISMCTS or stronger
at a fraction of the time: in these games most hidden cards come to light quickly (in Schnapsen
all of them once the talon is gone), so strategy fusion costs PIMC little, while ISMCTS
spreads one tree over opponent moves that differ from world to world. The measurement
(``benchmarks/ai_strength.py --only schnapsen-search``): ``docs/ai-tuning.md``.

A world is a game's rules core (:class:`~cardtable.engine.state.Core`): ints and bitmasks,
int moves, ``play`` without checks, ``clone``. The search compares the root *actions* a view
offers, mapped to the core's moves by the knowledge's :meth:`Knowledge.move_of`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.action import Action
from cardtable.engine.state import Core, View


@dataclass(frozen=True)
class Budget:
    """How much thinking one decision may use.

    ``worlds`` (determinized search) or ``iterations`` (ISMCTS) bound the work and keep a
    decision reproducible for a seed; ``ms`` is a safety cap on wall time that only bites on
    a slow machine (a decision cut short by it may differ between runs).
    """

    worlds: int = 32
    iterations: int = 1000
    ms: float = 900.0
    work: int = 0  # 0: no limit; else stop sampling once the knowledge reports this much work
    method: str = "pimc"  # "pimc" or "ismcts"


class Knowledge:
    """What a game tells the search. Override :meth:`sample` and :meth:`utility`; the rest
    has workable defaults (uniform random rollouts, no solver, no shortcut).

    ``work`` counts what the knowledge did (solver nodes, playout moves): a budget in work
    units bounds a decision's time like a clock would, but the same view and seed always
    give the same decision, on any machine.
    """

    work: int = 0

    def sample(self, view: View, rng: random.Random) -> Core:
        """A full state consistent with everything ``view`` shows, drawn at random."""
        raise NotImplementedError

    def move_of(self, action: Action) -> int:
        """The core's move for a root action."""
        raise NotImplementedError

    def utility(self, state: Any, seat: int) -> float:
        """The value of a finished world for ``seat`` (game points, win chance ...)."""
        raise NotImplementedError

    def rollout_move(self, state: Any, rng: random.Random) -> int:
        """The move a rollout plays; uniform at random unless the game knows better."""
        move: int = rng.choice(state.moves())
        return move

    def solve(self, state: Any, seat: int, moves: tuple[int, ...]) -> list[float] | None:
        """Values for ``seat`` of each root move in a world, or None to use rollouts."""
        return None

    def shortcut(self, view: View) -> Action | None:
        """A decision that needs no search (a forced or obviously right move)."""
        return None

    def root_actions(self, view: View) -> tuple[Action, ...]:
        """The actions the search compares (a game may leave out what it decides by rule)."""
        return tuple(view.legal)

    def label(self, value: float) -> str:
        """How a value reads on a hint: expected game points by default."""
        return f"{value:+.1f}"


# --- determinized search (PIMC) ---------------------------------------------------------------


@dataclass
class Estimate:
    """Running mean of one root action's value."""

    total: float = 0.0
    n: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else 0.0


def rollout(knowledge: Knowledge, state: Any, seat: int, rng: random.Random) -> float:
    """Play a world to its end with the rollout policy; its utility for ``seat``."""
    while not state.is_over:
        state.play(knowledge.rollout_move(state, rng))
    return knowledge.utility(state, seat)


def _world_values(knowledge: Knowledge, world: Any, seat: int, moves: tuple[int, ...],
                  rng: random.Random) -> list[float]:
    solved = knowledge.solve(world, seat, moves)
    if solved is not None:
        return solved
    values = []
    for move in moves:
        child = world.clone()
        child.play(move)
        values.append(rollout(knowledge, child, seat, rng))
    return values


def determinized_values(view: View, knowledge: Knowledge, budget: Budget,
                        rng: random.Random) -> list[Estimate]:
    """Mean value of each root action over sampled worlds (in ``root_actions`` order)."""
    return weighted_values(view, knowledge, budget, rng,
                           ((knowledge.sample(view, rng), 1) for _ in range(budget.worlds)))


def weighted_values(view: View, knowledge: Knowledge, budget: Budget, rng: random.Random,
                    worlds: Iterable[tuple[Any, int]]) -> list[Estimate]:
    """Mean value of each root action (in ``root_actions`` order) over ``worlds``, each with
    the number of times it counts (a world drawn more than once from a weighted pool), as
    far as the budget's work and time reach."""
    moves = tuple(knowledge.move_of(a) for a in knowledge.root_actions(view))
    estimates = [Estimate() for _ in moves]
    deadline = time.perf_counter() + budget.ms / 1000.0
    start = knowledge.work
    for world, times in worlds:
        for est, value in zip(estimates, _world_values(knowledge, world, view.seat, moves, rng)):
            est.total += times * value
            est.n += times
        if budget.work and knowledge.work - start >= budget.work:
            break
        if time.perf_counter() > deadline:
            break
    return estimates


# --- single-observer ISMCTS ------------------------------------------------------------------


@dataclass
class _Node:
    mover: int = -1
    visits: int = 0
    total: float = 0.0  # from the point of view of ``mover`` (who chose the move into here)
    avail: int = 0
    children: dict[Hashable, _Node] = field(default_factory=dict)


def _select(node: _Node, legal: list[int], c: float) -> int:
    best, best_score = legal[0], -math.inf
    for action in legal:
        child = node.children[action]
        explore = math.sqrt(math.log(max(child.avail, 1)) / child.visits)
        score = child.total / child.visits + c * explore
        if score > best_score:
            best, best_score = action, score
    return best


def _ismcts_iteration(root: _Node, world: Any, knowledge: Knowledge, seat: int, num_seats: int,
                      rng: random.Random, c: float) -> None:
    node, path = root, [root]
    while not world.is_over:
        legal = world.moves()
        for action in legal:
            if action in node.children:
                node.children[action].avail += 1
        untried = [a for a in legal if a not in node.children]
        mover = world.current_player
        if untried:
            action = rng.choice(untried)
            child = node.children[action] = _Node(mover=mover, avail=1)
            world.play(action)
            path.append(child)
            break
        action = _select(node, legal, c)
        world.play(action)
        node = node.children[action]
        path.append(node)
    while not world.is_over:
        world.play(knowledge.rollout_move(world, rng))
    values = [knowledge.utility(world, s) for s in range(num_seats)]
    for n in path:
        n.visits += 1
        if n.mover >= 0:
            n.total += values[n.mover]


def ismcts_values(view: View, knowledge: Knowledge, budget: Budget, rng: random.Random,
                  exploration: float = 2.0) -> list[Estimate]:
    """Root statistics of SO-ISMCTS for each root action (in ``root_actions`` order).

    ``exploration`` is in the units of the utility (game points span -3 … 3 in Schnapsen).
    """
    root = _Node()
    deadline = time.perf_counter() + budget.ms / 1000.0
    for i in range(budget.iterations):
        world = knowledge.sample(view, rng)
        _ismcts_iteration(root, world, knowledge, view.seat, view.num_seats, rng, exploration)
        if i % 16 == 15 and time.perf_counter() > deadline:
            break
    estimates = []
    for action in knowledge.root_actions(view):
        child = root.children.get(knowledge.move_of(action))
        estimates.append(Estimate(child.total, child.visits) if child else Estimate())
    return estimates


# --- the player ------------------------------------------------------------------------------


def search_values(view: View, knowledge: Knowledge, budget: Budget,
                  rng: random.Random) -> list[Estimate]:
    if budget.method == "ismcts":
        return ismcts_values(view, knowledge, budget, rng)
    return determinized_values(view, knowledge, budget, rng)


def best_index(estimates: list[Estimate]) -> int:
    """The best mean; ties go to the earliest action, so a decision is reproducible."""
    best = 0
    for i, est in enumerate(estimates):
        if est.n and (not estimates[best].n or est.mean > estimates[best].mean + 1e-9):
            best = i
    return best


class SearchPlayer:
    """A computer seat that searches sampled worlds.

    The random generator is re-seeded for every decision from the player's seed and the
    length of the public history, so a decision depends only on (seed, view): that is what
    the no-cheating test checks, and what makes a reported game reproducible.
    """

    def __init__(self, knowledge: Knowledge, budget: Budget, seed: int = 0,
                 name: str = "search") -> None:
        self.knowledge = knowledge
        self.budget = budget
        self.seed = seed
        self.name = name

    def rng_for(self, view: View) -> random.Random:
        """The generator of one decision (players wrapping this one draw from it too)."""
        return random.Random(self.seed * 1_000_003 + len(view.events) * 7919 + view.seat)

    def choose(self, view: View) -> Action:
        if not view.legal:
            raise ValueError("the seat has no legal action (is it on turn?)")
        if len(view.legal) == 1:
            return view.legal[0]
        quick = self.knowledge.shortcut(view)
        if quick is not None:
            return quick
        actions = self.knowledge.root_actions(view)
        if len(actions) == 1:
            return actions[0]
        return actions[best_index(self.values(view))]

    def evaluate(self, view: View) -> list[tuple[Action, float, str]]:
        """Every legal action with the search's estimate and a short label (for hints)."""
        actions = self.knowledge.root_actions(view)
        estimates = self.values(view)
        return [(a, e.mean, self.knowledge.label(e.mean)) for a, e in zip(actions, estimates)]

    def values(self, view: View) -> list[Estimate]:
        """The estimate of each root action (a player with another search overrides this)."""
        return search_values(view, self.knowledge, self.budget, self.rng_for(view))
