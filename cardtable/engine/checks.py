"""Checks every game must pass: random legal play with invariants, and perft counts.

Used by each game's tests (a few thousand seeded deals) and by ``benchmarks/`` (long runs
that print the violations found). A check returns readable violation messages instead of
stopping at the first one, so a long run reports everything it saw.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from cardtable.cards import card_str
from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.record import DealRecord
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import TERMINAL, GameState

StateCheck = Callable[[GameState], Iterable[str]]


def perft(state: GameState, depth: int) -> int:
    """The number of legal action sequences of length ``depth`` (shorter where the deal ends)."""
    if depth == 0 or state.is_over:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        total += perft(child, depth - 1)
    return total


def count_line(state: GameState, actions: Iterable[str]) -> list[int]:
    """The number of legal actions at each step of a fixed line of play."""
    counts = []
    for text in actions:
        counts.append(len(state.legal_actions()))
        state.apply(text)
    return counts


def _illegal_probe(state: GameState, legal: list[Action]) -> Action:
    """An action that is certainly not legal: a card the seat on turn does not hold, or nonsense."""
    hand = state.view(state.current_player).hand
    for c in range(54):
        if not hand >> c & 1:
            probe = Action("play", card=c)
            if probe not in legal:
                return probe
    return Action("no_such_action")


def check_state(state: GameState, pack: int) -> list[str]:
    """Invariants of one state: zones cover the pack exactly, views leak nothing."""
    problems = []
    zones = state.card_zones()
    seen = 0
    for name, cs in zones.items():
        if cs & seen:
            problems.append(f"zone {name} shares cards with another zone")
        seen |= cs
    if seen != pack:
        problems.append(f"cards not accounted for: {seen ^ pack:#x}")
    for seat in range(state.num_seats):
        view = state.view(seat)
        leak = view.known_cards() & state.secret_cards(seat)
        if leak:
            problems.append(f"seat {seat}'s view reveals hidden cards {leak:#x}")
        if view.seat != seat:
            problems.append("a view names the wrong seat")
        if seat != state.current_player and view.legal:
            problems.append(f"seat {seat} is offered actions out of turn")
    return problems


def play_random_deal(info: GameInfo, options: Any, num_seats: int, seed: int,
                     extra: StateCheck | None = None, thorough: bool = True) -> list[str]:
    """Play one seeded deal at random, checking the contract on every state."""
    rng = random.Random(seed)
    dealer = seed % num_seats
    state = info.new_deal(options, num_seats, dealer, seed)
    pack = info.pack(options, num_seats)
    problems: list[str] = []
    steps = 0
    while not state.is_over:
        steps += 1
        if steps > 10_000:
            return [f"seed {seed}: the deal did not end after 10,000 actions"]
        legal = state.legal_actions()
        if not legal or state.current_player == TERMINAL:
            return [f"seed {seed}: no legal action in a deal that is not over"]
        if len(set(legal)) != len(legal):
            problems.append(f"seed {seed}: duplicate legal actions {legal}")
        if thorough:
            problems += check_state(state, pack)
            before = state.key()
            probe = _illegal_probe(state, legal)
            try:
                state.apply(probe)
                problems.append(f"seed {seed}: illegal {probe} was accepted")
            except IllegalActionError:
                if state.key() != before:
                    problems.append(f"seed {seed}: a refused action changed the state")
            clone = state.clone()
        action = rng.choice(legal)
        if str(Action.parse(str(action))) != str(action):
            problems.append(f"seed {seed}: {action} does not read back from its text")
        state.apply(action)
        if thorough and clone.key() != before:
            problems.append(f"seed {seed}: a clone changed when the original moved")
        if extra is not None:
            problems += [f"seed {seed}: {p}" for p in extra(state)]
        if problems:
            return problems
    if state.legal_actions():
        problems.append(f"seed {seed}: legal actions after the deal is over")
    problems += check_state(state, pack)
    result = state.result()
    if len(result.points) != num_seats:
        problems.append(f"seed {seed}: the result has {len(result.points)} scores for {num_seats} seats")
    replayed = DealRecord.from_json(state.record().to_json()).replay()
    if replayed.key() != state.key():
        problems.append(f"seed {seed}: the record does not replay to the same state")
    if replayed.result() != result:
        problems.append(f"seed {seed}: the replayed deal has another result")
    return problems


def check_random_deals(info: GameInfo, options: Any, num_seats: int, seeds: Iterable[int],
                       extra: StateCheck | None = None, thorough: bool = True) -> list[str]:
    """Violations over many seeded random deals (empty when all is well)."""
    problems: list[str] = []
    for seed in seeds:
        problems += play_random_deal(info, options, num_seats, seed, extra, thorough)
    return problems


def describe(state: GameState) -> str:
    """A one-line picture of a state for failure messages."""
    hands = [state.view(s).hand for s in range(state.num_seats)]
    shown = " | ".join(" ".join(card_str(c) for c in range(54) if h >> c & 1) for h in hands)
    return f"to move {state.current_player}; hands {shown}"
