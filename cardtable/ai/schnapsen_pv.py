"""Presumed Value PIMC for Schnapsen: in a sampled world the opponent chooses by what he knows.

Plain PIMC scores a root move in a world as if both seats saw every card of it: where the
world is solved exactly, the opponent answers knowing our hand (which he cannot), so PIMC
over-estimates him (F. Wisser, "An Expert-Level Card Playing Agent Based on a Variant of
Perfect Information Monte Carlo Sampling", IJCAI 2015). Here, while the talon is open, the
opponent's *first decision after our root move* is taken by a presumed value instead:

* from the world, his view of it: his hand, the public cards, and those of our cards he has
  seen (exchanged, shown in a marriage, publicly drawn) — :func:`known_to_opponent`; the rest
  of our hand and the face-down talon are one pool of cards unknown to him;
* ``worlds`` re-deals of that pool (:func:`redeal`): the worlds *he* thinks possible;
* each of his moves scored in each re-deal by the same evaluation as the world (the exact
  solver where the world is solved, the policy playout elsewhere), his move the best mean
  (:func:`presumed_move`);
* that move is then played in the true world, and its value there is the root move's value.

His choice reads only his side of the world: a re-deal never uses which of the pool's cards
we hold in the world nor the talon's order (the pool is sorted before it is shuffled), so
every world he cannot tell apart gets the same choice from the same random numbers. Closing
(his or ours) and the states where the talon is closed or gone are scored as by strong: a
closed world is solved exactly, and once the talon is gone both seats know every card.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardtable.cards import CardSet, card_list
from cardtable.engine.state import View
from cardtable.games.schnapsen import CLOSE, EXCHANGE, KINGS, MARRY, QUEENS, SchnapsenCore

# Values for a seat of each of the moves in a position, by the world's evaluation.
EvaluateMoves = Callable[[SchnapsenCore, int, list[int]], list[float]]


def known_to_opponent(view: View) -> CardSet:
    """The cards of the seat's hand that the opponent has seen go in (public events only)."""
    me, known = view.seat, 0
    for e in view.events:
        if e.seat != me:
            continue
        kind = e.kind
        if kind == "play":
            known &= ~(1 << e.cards[0])
        elif kind == "draw" and not e.private:  # the face-up trump card, drawn last
            known |= 1 << e.cards[0]
        elif kind == "exchange":  # the former trump card
            known |= 1 << e.cards[1]
        elif kind == "marriage":  # the king and the queen
            known |= (1 << e.cards[0]) | (1 << e.cards[1])
    return known & view.hand


def revealed_by(w: SchnapsenCore, move: int) -> CardSet:
    """The cards of the mover's hand that ``move`` shows the opponent (before it is played)."""
    if move == EXCHANGE and w.talon:
        return 1 << w.talon[-1]
    if MARRY <= move < MARRY + 4:
        suit = move - MARRY
        return (1 << KINGS[suit]) | (1 << QUEENS[suit])
    return 0


def redeal(w: SchnapsenCore, me: int, known: CardSet, rng: random.Random) -> SchnapsenCore:
    """``w`` with the cards unknown to ``me``'s opponent dealt anew: ``me``'s hand but
    ``known`` and the face-down talon (the face-up card at its bottom stays)."""
    hidden = w.hands[me] & ~known
    pool = sorted(card_list(hidden) + list(w.talon[:-1]))
    rng.shuffle(pool)
    n = hidden.bit_count()
    y = w.clone()
    y.hands[me] = (w.hands[me] & known) | sum(1 << c for c in pool[:n])
    y.talon = tuple(pool[n:]) + w.talon[-1:]
    return y


def presumed_move(w: SchnapsenCore, known: CardSet, worlds: int, rng: random.Random,
                  values: EvaluateMoves) -> int:
    """The move of the seat on turn in ``w`` (the opponent) with the best mean value over
    ``worlds`` re-deals of what he cannot see (``known``: our cards he has seen). Closing is
    left out (the policy never closes; solving his closes would cost too much)."""
    opp = w.to_move
    me = 1 - opp
    moves = [m for m in w.moves() if m != CLOSE]
    if len(moves) < 2:
        return moves[0] if moves else w.moves()[0]
    totals = [0.0] * len(moves)
    for _ in range(worlds):
        y = redeal(w, me, known, rng)
        for i, v in enumerate(values(y, opp, moves)):
            totals[i] += v
    best = max(range(len(moves)), key=lambda i: (totals[i], -i))
    return moves[best]


def needs_presumption(w: SchnapsenCore, me: int) -> bool:
    """Whether the opponent is on turn in ``w`` and cannot see all of our cards."""
    return not w.is_over and w.to_move != me and w.talon_open


__all__ = ["known_to_opponent", "needs_presumption", "presumed_move", "redeal", "revealed_by"]
