"""Poch's Ausspielen (chain play) in an open world, and the knowledge the search needs.

:func:`after_chain` plays a chain to its end; :class:`PlaySolver` searches Ausspielen exactly
(max-n over the chain starts); :func:`greedy_card` and :func:`play_out` are the playouts'
policy; :class:`PochKnowledge` gives the shared search (:mod:`cardtable.ai.search`) its worlds,
the solver and the playouts. The players are in :mod:`cardtable.ai.poch`.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.ai.poch_hands import BetModel, key_table, options_or_default
from cardtable.ai.search import Knowledge
from cardtable.cards import PACK_32, CardSet
from cardtable.engine.action import Action
from cardtable.engine.state import View
from cardtable.games.poch import (
    BETTING,
    PLAYING,
    PochCore,
    PochSampler,
    PochView,
    cards_in,
    move_of,
)

ACE_INDEX = 12
# Ausspielen is solved exactly once at most this many cards are left in all hands (with the
# whole pack dealt, the positions before that are too many for a decision's time).
SOLVE_CARDS = 18


# --- Ausspielen: chains in an open world ------------------------------------------------------


def after_chain(hands: list[int], seat: int, card: int, n: int) -> tuple[int, int]:
    """Play ``card`` by ``seat`` and every forced card after it, in place on ``hands``.
    Returns (the seat to start the next chain, the seat that went out or -1)."""
    x = card
    s = seat
    while True:
        b = 1 << x
        h = hands[s] ^ b
        hands[s] = h
        if not h:
            return s, s
        if x % 13 == ACE_INDEX:
            return s, -1
        up = b << 1
        for t in range(n):
            if hands[t] & up:
                s = t
                x += 1
                break
        else:
            return s, -1


class OutOfBudget(Exception):
    """The solver met its node limit in this world."""


class PlaySolver:
    """Exact max-n search of Ausspielen in a world with open cards.

    Decisions happen only at the start of a chain (the rest is forced), so a position is the
    hands and the seat to start; each seat chooses the card that maximises its own counters
    at the settlement (ties: the lowest card). ``rough[s]``: the share of seat ``s``'s starts
    made by the greedy rule (:func:`greedy_start`) instead of its best (a model of a player
    who does not search). ``wild[s]``: the share of seat ``s``'s starts
    made at random (its value then mixes its best start with the mean of all; the
    benchmark's open-hands measuring stick plays against random seats so). Positions are
    memoised per world.
    """

    def __init__(self, n: int, centre: int, limit: int,
                 wild: tuple[float, ...] = (), rough: tuple[float, ...] = ()) -> None:
        self.n = n
        self.centre = centre
        self.limit = limit
        self.wild = wild or (0.0,) * n
        self.rough = rough or (0.0,) * n
        self.nodes = 0
        self.memo: dict[tuple[tuple[int, ...], int], tuple[float, ...]] = {}

    @classmethod
    def of_world(cls, core: PochCore, limit: int, wild: tuple[float, ...] = (),
                 rough: tuple[float, ...] = ()) -> PlaySolver:
        """The solver of ``core``'s Ausspielen: its seats, and the centre's counters that go
        to whoever goes out (the modern rules' last compartment; none in the old)."""
        rules = core.rules
        return cls(rules.n, core.comp[-1] if rules.modern else 0, limit, wild, rough)

    def payoff(self, hands: list[int], w: int) -> tuple[float, ...]:
        out = [0] * self.n
        total = self.centre
        for k in range(self.n):
            if k != w:
                left = hands[k].bit_count()
                out[k] = -left
                total += left
        out[w] = total
        return tuple(out)

    def after(self, hands: tuple[int, ...], seat: int, card: int) -> tuple[float, ...]:
        nxt = list(hands)
        starter, out = after_chain(nxt, seat, card, self.n)
        if out >= 0:
            return self.payoff(nxt, out)
        return self.value(tuple(nxt), starter)

    def value(self, hands: tuple[int, ...], seat: int) -> tuple[float, ...]:
        key = (hands, seat)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes > self.limit:
            raise OutOfBudget
        best: tuple[float, ...] | None = None
        cards = cards_in(hands[seat])
        wild, rough = self.wild[seat], self.rough[seat]
        total = [0.0] * self.n if wild else None
        plain = greedy_start(list(hands), seat, self.n) if rough else -1
        chosen: tuple[float, ...] | None = None
        for c in cards:
            v = self.after(hands, seat, c)
            if best is None or v[seat] > best[seat]:
                best = v
            if c == plain:
                chosen = v
            if total is not None:
                for k in range(self.n):
                    total[k] += v[k]
        assert best is not None
        if total is not None:
            share = wild / len(cards)
            best = tuple((1.0 - wild) * b + share * t for b, t in zip(best, total))
        if chosen is not None:
            best = tuple((1.0 - rough) * b + rough * g for b, g in zip(best, chosen))
        self.memo[key] = best
        return best


def greedy_start(hands: list[int], seat: int, n: int) -> int:
    """``seat``'s chain start by the greedy rule in an open world: go out if a card does it,
    else keep the start with the most cards shed, else shed the most (ties: the lowest)."""
    cards = cards_in(hands[seat])
    mine = hands[seat].bit_count()
    best, best_score = cards[0], -1_000
    for c in cards:
        after = list(hands)
        starter, out = after_chain(after, seat, c, n)
        if out == seat:
            return c
        score = 2 * (mine - after[seat].bit_count()) + (3 if starter == seat else 0)
        if out >= 0:
            score -= 50
        if score > best_score:
            best, best_score = c, score
    return best


def greedy_card(core: PochCore, noise: float = 0.0, rng: random.Random | None = None) -> int:
    """A chain start for the seat on turn in an open world by :func:`greedy_start`, or (a
    share ``noise`` of the time, with ``rng``) any card at random."""
    if rng is not None and noise and rng.random() < noise:
        return rng.choice(cards_in(core.hands[core.turn]))
    return greedy_start(core.hands, core.turn, core.rules.n)


def start_scores(hand: CardSet, out: CardSet) -> list[tuple[int, int]]:
    """Each card of ``hand`` as a chain start, scored by a rule of thumb that needs only the
    seat's own view (``out``: the cards known to be in nobody's hand): a card that plays the
    hand out scores 100; else twice the cards of its own it sheds, 3 more if the chain comes
    back to the seat (its next card is an ace's end or known out), 2 more if no other seat can
    force it out (the card below is out, its own, or not in the pack). The easy level starts
    its chains by it; the strong level reads the others' starts with it."""
    total = hand.bit_count()
    scores = []
    for first in cards_in(hand):
        x, run, keeps = first, 0, False
        while True:
            run += 1
            if x % 13 == ACE_INDEX:
                keeps = True
                break
            if not hand >> (x + 1) & 1:
                keeps = bool(out >> (x + 1) & 1)
                break
            x += 1
        if run == total:
            scores.append((first, 100))
            continue
        below = first - 1
        stuck = not PACK_32 >> below & 1 or bool((out | hand) >> below & 1)
        scores.append((first, 2 * run + (3 if keeps else 0) + (2 if stuck else 0)))
    return scores


def play_out(core: PochCore, noise: float = 0.0, rng: random.Random | None = None) -> None:
    """Play Ausspielen to its end in place by the greedy policy."""
    while not core.is_over:
        if core.need >= 0:
            core.play(core.need)
        else:
            core.play(greedy_card(core, noise, rng))


# --- the knowledge the search needs --------------------------------------------------------------


class PochKnowledge(Knowledge):
    """Worlds from the game's sampler, the exact Ausspielen solver and the greedy playouts."""

    def __init__(self, options: Any = None, solve_limit: int = 20_000, noise: float = 0.1,
                 model: BetModel | None = None, rough: float = 0.0) -> None:
        self.options = options_or_default(options)
        self.rough = rough  # the others' share of greedy starts in the solver
        self.solve_limit = solve_limit
        self.noise = noise
        self.model = model or BetModel()
        self._sampler: PochSampler | None = None
        self._sampler_view: View | None = None

    def sampler(self, view: View) -> PochSampler:
        if self._sampler is None or self._sampler_view is not view:
            assert isinstance(view, PochView)
            self._sampler = PochSampler(self.options, view)
            self._sampler_view = view
        return self._sampler

    def sample(self, view: View, rng: random.Random) -> PochCore:
        return self.sampler(view).draw(rng)

    def move_of(self, action: Action) -> int:
        return move_of(action)

    def utility(self, state: Any, seat: int) -> float:
        return float(state.bal[seat])

    def rollout_move(self, state: Any, rng: random.Random) -> int:
        core: PochCore = state
        self.work += 1
        if core.phase == BETTING:
            return self.model.draw(core, core.turn, key_table(core.rules), rng)
        if core.need >= 0:
            return core.need
        return greedy_card(core, self.noise, rng)

    def solve(self, state: Any, seat: int, moves: tuple[int, ...]) -> list[float] | None:
        core: PochCore = state
        if core.phase != PLAYING or not self.solve_limit:
            return None
        if sum(h.bit_count() for h in core.hands) > SOLVE_CARDS:
            return None  # too many cards left to solve in time: playouts
        n = core.rules.n
        rough = tuple(0.0 if s == seat else self.rough for s in range(n)) if self.rough else ()
        solver = PlaySolver.of_world(core, self.solve_limit, rough=rough)
        hands = tuple(core.hands)
        base = core.bal[seat]
        try:
            values = [float(base + solver.after(hands, core.turn, m)[seat]) for m in moves]
        except OutOfBudget:
            self.work += solver.nodes
            return None
        self.work += solver.nodes
        return values

    def label(self, value: float) -> str:
        return f"{value:+.1f}"


__all__ = [
    "ACE_INDEX",
    "SOLVE_CARDS",
    "OutOfBudget",
    "PlaySolver",
    "PochKnowledge",
    "after_chain",
    "greedy_card",
    "greedy_start",
    "play_out",
    "start_scores",
]
