"""The player interface: a computer seat sees only its own view and returns an action.

Players never receive a ``GameState``: the table (or a benchmark) hands them
``state.view(seat)``, which holds nothing the seat may not know. That is what makes
"the computer never cheats" a property of the types, and what lets a player run in a
worker thread or process with a view that copies cheaply.
"""

from __future__ import annotations

import random
from typing import Protocol

from cardtable.engine.action import Action
from cardtable.engine.state import View


class Player(Protocol):
    """A seat's decision maker."""

    name: str

    def choose(self, view: View) -> Action:
        """One of ``view.legal``. Must not mutate ``view``."""
        ...


class RandomPlayer:
    """Picks uniformly among the legal actions; the floor every level is measured against."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        if not view.legal:
            raise ValueError("the seat has no legal action (is it on turn?)")
        return self._rng.choice(view.legal)


def decision_rng(seed: int, view: View) -> random.Random:
    """A generator for one decision, drawn from the player's seed and what its view shows.

    The seat's own hand is part of the draw, so a player's random choices differ from deal
    to deal rather than falling on the same moment of every deal; nothing hidden from the
    seat is, so the choice cannot depend on it (the no-cheating test checks that).
    """
    hand = int(getattr(view, "hand", 0))
    return random.Random(seed * 1_000_003 + len(view.events) * 7919 + view.seat + (hand << 24))


def slip(seed: int, view: View, rate: float) -> random.Random | None:
    """Whether a baseline player goes astray at this decision (about ``rate`` of them).

    Returns the decision's generator, positioned after the draw, to pick the mistaken action
    with; None for a sound decision.
    """
    if not rate:
        return None
    rng = decision_rng(seed, view)
    return rng if rng.random() < rate else None
