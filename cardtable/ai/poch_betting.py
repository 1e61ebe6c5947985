"""Poch's Pochen (the betting round): the expected counters of each bet, the reading of the
table over a session, and the mixing of the strong level's bets.

The players are in :mod:`cardtable.ai.poch`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from cardtable.ai.poch_chains import OutOfBudget, PlaySolver, PochKnowledge, play_out
from cardtable.ai.poch_hands import BetModel, KeyTable, key_table
from cardtable.engine.action import Action
from cardtable.games.poch import (
    BETTING,
    HOLD,
    OPEN_BASE,
    PASS,
    POOL,
    RAISE_BASE,
    PochCore,
    PochSampler,
    PochView,
    hand_key,
    move_of,
)

# --- Pochen: expected counters of each bet ----------------------------------------------------------


def start_of_betting(world: PochCore, view: PochView) -> PochCore:
    """The world as it was when the betting began (for replaying the bets seen so far, also
    once the pool has been won)."""
    start = world.clone()
    start.phase = BETTING
    start.level = start.raises = start.folded = start.bettors = 0
    won = next((e for e in view.events if e.kind in ("fold_out", "showdown")), None)
    if won is not None:  # the pool went to the winner: it held what he took
        start.bal[won.seat] -= won.value
        start.comp[POOL] += won.value
    start.comp[POOL] -= sum(view.contrib)
    for s, c in enumerate(view.contrib):
        start.bal[s] += c
    start.contrib = [0] * view.num_seats
    start.queue = start.rules.order[start.dealer]
    start.turn = start.queue[0]
    return start


def _bets_seen(view: PochView) -> list[tuple[int, int]]:
    """The betting moves of the deal so far, as (seat, move)."""
    bets = []
    level = 0
    for e in view.events:
        if e.kind == "pass":
            bets.append((e.seat, PASS))
        elif e.kind == "hold":
            bets.append((e.seat, HOLD))
        elif e.kind == "open":
            bets.append((e.seat, OPEN_BASE + e.value))
            level = e.value
        elif e.kind == "raise":
            bets.append((e.seat, RAISE_BASE + e.value - level))
            level = e.value
    return bets


WILD_GRID = (0.0, 0.1, 0.25, 0.5, 0.75, 1.0)
# What a seat expects of a stranger before it has seen him bet: mostly sound bets.
WILD_PRIOR = (0.5, 0.2, 0.1, 0.07, 0.05, 0.08)


def bet_weight(world: PochCore, view: PochView, models: Sequence[BetModel],
               table: KeyTable) -> float:
    """How well the others' bets so far fit their hands in ``world`` (``models[s]``: how
    seat ``s`` bets). A seat whose model reads amounts is read as a mixture of players that
    bet by whim a share ``w`` of the time (:data:`WILD_GRID`, weighted by :data:`WILD_PRIOR`,
    ``w`` at least the model's own): an amount that a sound player would not bet on this
    hand then says that the seat may bet at random, not that the world is impossible (a
    random or bluffing seat cannot scare the reader off every hand with large amounts)."""
    bets = _bets_seen(view)
    if not bets:
        return 1.0
    core = start_of_betting(world, view)
    weight = 1.0
    mixed: dict[int, list[float]] = {}
    for seat, move in bets:
        if seat != view.seat:
            model = models[seat]
            if model.amounts:
                row = mixed.setdefault(seat, list(WILD_PRIOR))
                for i, w in enumerate(WILD_GRID):
                    row[i] *= replace(model, wild=max(w, model.wild)).chance_of(
                        core, seat, move, table)
            else:
                weight *= max(0.02, model.chance_of(core, seat, move, table))
        core.play(move)
    for row in mixed.values():
        weight *= max(0.02, sum(row))
    return weight


# --- reading the table: how much of the others' betting is whim ------------------------------

WILD_NOISE = 0.2  # the share of random bets read of a sound player: taken as none


class TableReading:
    """What a seat has learnt over the session about how each other seat bets.

    Each other seat is taken to bet by :class:`BetModel` on its own hand, except for a share
    ``w`` of its moves made at random (a person who bets by whim, or the random player). The
    bets of every deal the seat sees weigh each ``w`` of :data:`WILD_GRID` by their
    likelihood, averaged over hands sampled from the seat's view (exact for a hand shown at
    the showdown); the posterior over ``w`` is the prior times these weights. A deal's weight
    is worked out again whenever the seat sees more of it (a bet, a shown hand). Only what the
    seat saw goes in: the bets are public, the hands are sampled from its view.
    """

    def __init__(self, model: BetModel, worlds: int = 24) -> None:
        self.model = model
        self.worlds = worlds
        # per deal: what was seen of it, and each seat's log-likelihood row over WILD_GRID
        self.deals: dict[tuple[int, ...], tuple[tuple[int, int], dict[int, list[float]]]] = {}

    def wild(self, seat: int) -> float:
        """The posterior mean of the seat's share of random bets."""
        logs = [math.log(p) for p in WILD_PRIOR]
        for _, rows in self.deals.values():
            row = rows.get(seat)
            if row is not None:
                logs = [a + b for a, b in zip(logs, row)]
        top = max(logs)
        weights = [math.exp(x - top) for x in logs]
        return sum(w * x for w, x in zip(WILD_GRID, weights)) / sum(weights)

    def models(self, n: int) -> list[BetModel]:
        """How each seat bets: its share of random bets as read, less the share a sound
        player is read with (:data:`WILD_NOISE`: the model only approximates a sound player,
        and calling a sound player down costs), scaled back to 0 … 1."""
        return [replace(self.model, wild=max(0.0, (self.wild(s) - WILD_NOISE) /
                                             (1.0 - WILD_NOISE))) for s in range(n)]

    def learn(self, view: PochView, sampler: PochSampler, rng: random.Random) -> None:
        """Take in what the view shows of its deal's betting (once per new bet or shown
        hand)."""
        bets = _bets_seen(view)
        seen = (len(bets), sum(1 for e in view.events if e.kind == "show"))
        key = _deal_key(view)
        found = self.deals.get(key)
        if found is not None and found[0] == seen:
            return
        others = {s for s, _ in bets if s != view.seat}
        if not others:
            return
        table: KeyTable | None = None
        totals = {s: [0.0] * len(WILD_GRID) for s in others}
        for _ in range(self.worlds):
            world = sampler.draw(rng)
            table = table or key_table(world.rules)
            core = start_of_betting(world, view)
            lik = {s: [1.0] * len(WILD_GRID) for s in others}
            for seat, move in bets:
                if seat != view.seat:
                    row = lik[seat]
                    for i, c in enumerate(self.model.chances_at(core, seat, move, table,
                                                                WILD_GRID)):
                        row[i] *= c
                core.play(move)
            for seat, row in lik.items():
                total = totals[seat]
                for i, x in enumerate(row):
                    total[i] += x
        self.deals[key] = (seen, {s: [math.log(max(x / self.worlds, 1e-300)) for x in row]
                                  for s, row in totals.items()})


def _deal_key(view: PochView) -> tuple[int, ...]:
    """Tells one deal of a session from another (the seat's cards as dealt, the trump card and
    the dealer)."""
    dealt = next((e.cards for e in view.events if e.kind == "deal" and e.seat == view.seat), ())
    return (view.dealer, view.trump_card, *dealt)


def pochen_values(view: PochView, knowledge: PochKnowledge, worlds: int, weighted: float,
                  rng: random.Random, ms: float = 900.0, start_weight: float = 1.0,
                  others: Sequence[BetModel] = (), solve: int = 0,
                  own_start: bool = False) -> list[float]:
    """Expected counters (from now to the end of the deal) of each legal action of ``view``.

    In each world: the action, the rest of the betting by the model (the same random draws
    for every action), the pool to the world's best hand, then Ausspielen played out from
    whoever starts it (its counters count ``start_weight`` times). ``weighted``: each world
    counts by how well the others' bets fit it, raised to this power (0: all alike; below 1
    the model of the others is trusted less than fully). ``solve``: Ausspielen is valued by
    the exact max-n solver of the world (:class:`PlaySolver`, every seat playing for itself
    with open cards) within this many nodes a world, by the greedy playout where it runs out
    (0: always the playout). ``own_start``: the seat's own later bets in the simulation
    count the start at what the world's solver gives it (its chain counters when it starts
    less their mean when another seat does) instead of the model's fixed worth.
    """
    import time

    deadline = time.perf_counter() + ms / 1000.0
    me = view.seat
    moves = [move_of(a) for a in view.legal]
    model = knowledge.model
    seats = [model if s == me or not others else others[s] for s in range(view.num_seats)]
    sampler = knowledge.sampler(view)
    totals = [0.0] * len(moves)
    weight_sum = 0.0
    for _ in range(worlds):
        world = sampler.draw(rng)
        table = key_table(world.rules)
        weight = bet_weight(world, view, seats, table) ** weighted if weighted else 1.0
        now = world.bal[me]
        seed = rng.random()
        if own_start and solve:
            worth = _start_worth(world, me, solve)
            seats[me] = model if worth is None else replace(model, start=worth)
        ends = []
        for move in moves:
            core = world.clone()
            core.play(move)
            draws = random.Random(seed)
            while core.phase == BETTING:
                core.play(seats[core.turn].draw(core, core.turn, table, draws))
            ends.append(core)
        aus = _chain_values({core.turn: core for core in ends}, me, solve, knowledge)
        for i, core in enumerate(ends):
            totals[i] += weight * (core.bal[me] - now + start_weight * aus[core.turn])
        weight_sum += weight
        if time.perf_counter() > deadline:
            break
    if weight_sum <= 0:
        return [0.0] * len(moves)
    return [t / weight_sum for t in totals]


def _start_worth(world: PochCore, me: int, solve: int) -> float | None:
    """What starting Ausspielen is worth to ``me`` in ``world`` (open cards, every seat
    playing for itself): its counters when it starts less their mean when another seat
    does; None if the solver runs out of its ``solve`` nodes."""
    solver = PlaySolver.of_world(world, solve)
    hands = tuple(world.hands)
    try:
        values = [solver.value(hands, s)[me] for s in range(world.rules.n)]
    except OutOfBudget:
        return None
    others = [v for s, v in enumerate(values) if s != me]
    return values[me] - sum(others) / len(others)


def _chain_values(starts: dict[int, PochCore], me: int, solve: int,
                  knowledge: PochKnowledge) -> dict[int, float]:
    """``me``'s counters from Ausspielen started by each seat of ``starts`` (its world with
    the betting over): by the exact solver of the world within ``solve`` nodes for all the
    starts, else (or where it runs out) by the greedy playout for all of them."""
    if solve:
        any_core = next(iter(starts.values()))
        solver = PlaySolver.of_world(any_core, solve)
        hands = tuple(any_core.hands)
        try:
            return {s: float(solver.value(hands, s)[me]) for s in starts}
        except OutOfBudget:
            pass
        finally:
            knowledge.work += solver.nodes
    out = {}
    for s, core in starts.items():
        played = core.clone()
        before = played.bal[me]
        play_out(played)
        knowledge.work += 20
        out[s] = float(played.bal[me] - before)
    return out


def bet_cost(view: PochView, action: Action) -> int:
    """The counters ``action`` puts into the pool."""
    n = action.n or 0
    if action.kind == "open":
        return n
    if action.kind == "hold":
        return view.level - view.contrib[view.seat]
    if action.kind == "raise":
        return view.level + n - view.contrib[view.seat]
    return 0


def showdown_chance(view: PochView, knowledge: PochKnowledge, worlds: int,
                    rng: random.Random, weighted: float = 0.0) -> float:
    """The chance that the seat's hand is the best among those still in the betting, over
    hands sampled from its view (a seat still to speak counts only if it may bet).
    ``weighted``: each world counts by how well the others' bets so far fit it under the
    knowledge's model (:func:`bet_weight`), raised to this power (0: all alike)."""
    sampler = knowledge.sampler(view)
    me = view.seat
    won = total = 0.0
    models = [knowledge.model] * view.num_seats
    for _ in range(worlds):
        world = sampler.draw(rng)
        weight = 1.0
        if weighted:
            weight = bet_weight(world, view, models, key_table(world.rules)) ** weighted
        mine = hand_key(world.dealt[me], world.trump)
        best = True
        for s in world.rules.after[me]:
            if view.folded[s] or not world.elig >> s & 1:
                continue
            if hand_key(world.dealt[s], world.trump) > mine:
                best = False
                break
        won += weight * best
        total += weight
    return won / total if total > 0 else 0.0


# --- mixing the bets --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Mixing:
    """How the strong level keeps its bets from telling its hand.

    ``disguise``: the share of opens and raises whose amount is drawn at random among the
    amounts of that kind that cost at most ``disguise_cost`` expected counters against the
    best (a quarter of the amounts drawn from all of them cost 0.05 chips a deal against
    normal; half drawn within 1.0 hide as much for 0.03: docs/ai-tuning.md, "Poch");
    ``slowplay``: the share of best raises turned into a hold; ``bluff``: the share of hands
    that should pass but may bet (a set, the bet costing at most ``bluff_cost`` expected
    counters) that open or raise anyway.
    """

    disguise: float = 0.5
    slowplay: float = 0.1
    bluff: float = 0.1
    bluff_cost: float = 1.0
    disguise_cost: float = 1.0


def mixed_choice(legal: tuple[Action, ...], values: list[float], mixing: Mixing,
                 rng: random.Random) -> Action:
    best = max(range(len(values)), key=lambda i: (values[i], -i))
    choice = legal[best]
    bets = [i for i, a in enumerate(legal) if a.kind in ("open", "raise")]
    if choice.kind == "pass" and bets:
        cheap = [i for i in bets if values[best] - values[i] <= mixing.bluff_cost]
        if cheap and rng.random() < mixing.bluff:
            return legal[rng.choice(cheap)]
        return choice
    if choice.kind == "raise":
        hold = next((a for a in legal if a.kind == "hold"), None)
        if hold is not None and rng.random() < mixing.slowplay:
            return hold
    if choice.kind in ("open", "raise") and rng.random() < mixing.disguise:
        return legal[rng.choice([i for i in bets if legal[i].kind == choice.kind
                                 and values[best] - values[i] <= mixing.disguise_cost])]
    return choice


__all__ = ["WILD_GRID", "WILD_NOISE", "WILD_PRIOR", "Mixing", "TableReading", "bet_cost", "bet_weight",
           "mixed_choice", "pochen_values", "showdown_chance", "start_of_betting"]
