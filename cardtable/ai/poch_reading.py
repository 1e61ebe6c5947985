"""What the strong level's Ausspielen search reads into its worlds, and how it plans.

:class:`ChainSearch` is the determinized search of :mod:`cardtable.ai.poch_chains` whose
sampled worlds can be weighed by what the other seats did (:class:`ChainReading`: their chain
starts read by the rule of thumb :func:`~cardtable.ai.poch_chains.start_scores`, their bets by
the betting's model) and whose own later starts can be planned on what the seat will have seen
(:func:`sighted_values`). Every reading is measured in ``docs/ai-tuning.md`` ("Poch", "The
chain (issue 31)"); none paid, so the levels leave them off.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from cardtable.ai.poch_chains import (
    ACE_INDEX,
    SOLVE_CARDS,
    OutOfBudget,
    PlaySolver,
    PochKnowledge,
    after_chain,
    start_scores,
)
from cardtable.ai.search import Budget, Estimate, Knowledge, SearchPlayer, weighted_values
from cardtable.cards import CardSet, card, card_list
from cardtable.engine.state import View
from cardtable.games.poch import HONOUR_RANKS, MARIAGE, PochCore, PochView, cards_in

# --- the seat's own later starts, planned on what it will have seen --------------------------


def chain_seen(hands: list[int], seat: int, first: int, n: int
               ) -> tuple[int, int, tuple[int, ...]]:
    """:func:`~cardtable.ai.poch_chains.after_chain`, and what every seat sees of the chain:
    the seats and cards played, as ``seat * 64 + card``, in the order played (a chain climbs
    one suit, so by card)."""
    before = list(hands)
    following, out = after_chain(hands, seat, first, n)
    played = sorted((c, s) for s in range(n) for c in card_list(before[s] & ~hands[s]))
    return following, out, tuple(s * 64 + c for c, s in played)


def sighted_values(worlds: list[tuple[int, ...]], solvers: list[PlaySolver], counts: list[int],
                   seat: int, moves: list[int]) -> list[list[float]]:
    """For each of ``seat``'s chain starts ``moves``, its counters in each world (hands
    ``worlds[i]``, solved by ``solvers[i]``; ``counts[i]``: how often the world was drawn),
    where every later start of the seat is chosen on what it will have seen: one card for all
    the worlds whose play so far it cannot tell apart (the best on their mean), not each
    world's own best. The other seats start as the exact solver has them (max-n, each seeing
    its world), so only the seat's own knowledge is kept honest: its plan no longer counts on
    knowing the hidden cards later (the plain search's strategy fusion)."""
    n = solvers[0].n
    Items = list[tuple[int, tuple[int, ...]]]

    def branch(items: Items, who: int, card: int) -> dict[int, float]:
        groups: dict[tuple[int, ...], Items] = {}
        out: dict[int, float] = {}
        for i, hands in items:
            nxt = list(hands)
            _, gone, seen = chain_seen(nxt, who, card, n)
            if gone >= 0:
                out[i] = solvers[i].payoff(nxt, gone)[seat]
            else:
                groups.setdefault(seen, []).append((i, tuple(nxt)))
        for seen, sub in groups.items():
            out.update(follow(sub, seen[-1] // 64))
        return out

    def follow(items: Items, who: int) -> dict[int, float]:
        if who == seat:
            own = cards_in(items[0][1][seat])
            rows = [branch(items, seat, c) for c in own]
            best = max(range(len(own)),
                       key=lambda j: (sum(counts[i] * rows[j][i] for i, _ in items), -j))
            return rows[best]
        out: dict[int, float] = {}
        by_card: dict[int, Items] = {}
        for i, hands in items:
            solver = solvers[i]
            c = max(cards_in(hands[who]), key=lambda c: solver.after(hands, who, c)[who])
            by_card.setdefault(c, []).append((i, hands))
        for c, sub in by_card.items():
            out.update(branch(sub, who, c))
        return out

    start: Items = list(enumerate(worlds))
    table = []
    for m in moves:
        row = branch(start, seat, m)
        table.append([row[i] for i in range(len(worlds))])
    return table


# --- what the strong level reads into its Ausspielen worlds ---------------------------------


@dataclass(frozen=True)
class ChainReading:
    """How the Ausspielen search weighs its sampled worlds by what the others did.

    ``starts``: each chain the others started is taken to follow :func:`start_scores` on that
    seat's hand in the world, softly (the chance of a start grows as ``exp(starts · score)``;
    0: the starts are not read). ``bets``: the others' bets' fit to the world (the betting's
    own model, ``bet_weight``) raised to this power (0: not read). ``pool``: worlds drawn and
    weighed for each world searched (the searched ones are drawn from them by weight).
    ``rough``: in the solver, the others' share of chain starts by the greedy rule rather
    than their best (:class:`PlaySolver`'s ``rough``). ``sighted``: the seat's own later
    starts, while it keeps the start, chosen on what it will have seen rather than on each
    world's cards (:func:`sighted_values`).
    """

    starts: float = 0.0
    bets: float = 0.0
    pool: int = 4
    rough: float = 0.0
    sighted: bool = False


Start = tuple[int, int, CardSet, CardSet]  # seat, card, its cards played before, cards out then


def starts_seen(view: PochView) -> list[Start]:
    """The chains the other seats started in this deal so far, each with what was public
    then: (seat, card, the cards the seat had played before, the cards known out)."""
    me = view.seat
    out = 0
    played_by = [0] * view.num_seats
    playing = start = False
    starts: list[Start] = []
    for e in view.events:
        kind = e.kind
        if kind == "unclaimed" and e.target < MARIAGE:
            out |= 1 << card(view.trump, HONOUR_RANKS[e.target])
        elif kind == "trump" and e.seat < 0:
            out |= 1 << e.cards[0]
        elif kind == "phase" and e.text == "ausspielen":
            playing = start = True
        elif kind == "play" and playing:
            c = e.cards[0]
            if start and e.seat != me:
                starts.append((e.seat, c, played_by[e.seat], out))
            start = False
            played_by[e.seat] |= 1 << c
            out |= 1 << c
        elif kind == "chain_closed":
            start = True
            c = e.cards[0]
            if c % 13 != ACE_INDEX:
                out |= 1 << (c + 1)
    return starts


def starts_fit(world: PochCore, view: PochView, starts: list[Start], sharpness: float) -> float:
    """How likely the others' chain starts were with their hands in ``world`` (each seat's
    hand then: its cards in the world and those it has played since)."""
    weight = 1.0
    for seat, c, before, out in starts:
        hand = world.hands[seat] | (view.played_by[seat] & ~before)
        if hand.bit_count() < 2:
            continue
        scores = start_scores(hand, out)
        top = max(x for _, x in scores)
        total = sum(math.exp(sharpness * (x - top)) for _, x in scores)
        mine = next(x for y, x in scores if y == c)
        weight *= math.exp(sharpness * (mine - top)) / total
    return weight


def by_weight(weights: list[float], count: int, rng: random.Random) -> list[tuple[int, int]]:
    """``count`` draws among the indices by weight (systematic resampling), as (index, times)."""
    total = sum(weights)
    if total <= 0:
        return [(i, 1) for i in range(min(count, len(weights)))]
    step = total / count
    point = rng.random() * step
    picked: list[tuple[int, int]] = []
    upto = 0.0
    drawn = 0
    for i, w in enumerate(weights):
        upto += w
        times = 0
        while drawn < count and point < upto:
            times += 1
            drawn += 1
            point += step
        if times:
            picked.append((i, times))
    return picked


class ChainSearch(SearchPlayer):
    """The determinized search whose Ausspielen worlds are weighed by :class:`ChainReading`
    (``bet_fit``: how well a world fits the others' bets, the betting's model)."""

    def __init__(self, knowledge: Knowledge, budget: Budget, seed: int, name: str,
                 reading: ChainReading,
                 bet_fit: Callable[[PochCore, PochView], float] | None = None) -> None:
        super().__init__(knowledge, budget, seed, name)
        self.reading = reading
        self.bet_fit = bet_fit

    def values(self, view: View) -> list[Estimate]:
        r = self.reading
        if not isinstance(view, PochView) or view.phase != "ausspielen":
            return super().values(view)
        starts = starts_seen(view) if r.starts else []
        bets = self.bet_fit if r.bets else None
        if not starts and bets is None and not r.sighted:
            return super().values(view)
        rng = self.rng_for(view)
        knowledge, budget = self.knowledge, self.budget
        worlds: list[PochCore] = []
        weights: list[float] = []
        pool = max(1, r.pool) if starts or bets is not None else 1
        for _ in range(budget.worlds * pool):
            world = knowledge.sample(view, rng)
            assert isinstance(world, PochCore)
            w = starts_fit(world, view, starts, r.starts) if starts else 1.0
            if bets is not None:
                w *= bets(world, view) ** r.bets
            worlds.append(world)
            weights.append(w)
        if r.sighted:
            found = self._sighted(view, worlds, by_weight(weights, budget.worlds, rng))
            if found is not None:
                return found
        picked = by_weight(weights, budget.worlds, rng)
        return weighted_values(view, knowledge, budget, rng, ((worlds[i], n) for i, n in picked))

    def _sighted(self, view: PochView, worlds: list[PochCore],
                 picked: list[tuple[int, int]]) -> list[Estimate] | None:
        """The estimates by :func:`sighted_values` (None: too many cards to solve)."""
        knowledge = self.knowledge
        assert isinstance(knowledge, PochKnowledge)
        first = worlds[0]
        if not knowledge.solve_limit or sum(h.bit_count() for h in first.hands) > SOLVE_CARDS:
            return None
        solvers = [PlaySolver.of_world(first, knowledge.solve_limit) for _ in picked]
        moves = [knowledge.move_of(a) for a in knowledge.root_actions(view)]
        try:
            table = sighted_values([tuple(worlds[i].hands) for i, _ in picked], solvers,
                                   [t for _, t in picked], view.seat, moves)
        except OutOfBudget:
            return None
        finally:
            knowledge.work += sum(s.nodes for s in solvers)
        total = sum(t for _, t in picked)
        base = float(view.chips.balances[view.seat]) if view.chips is not None else 0.0
        return [Estimate(total * base + sum(t * v for (_, t), v in zip(picked, row)), total)
                for row in table]


__all__ = ["ChainReading", "ChainSearch", "by_weight", "chain_seen", "sighted_values",
           "starts_fit", "starts_seen"]
