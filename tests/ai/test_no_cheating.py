"""The computer never cheats: cards hidden from a seat cannot change its decision.

For each game and level, positions are reached by seeded play; a second deal is made from the
same pack with the cards hidden from the deciding seat shuffled among their places, and the
same actions are replayed. Both views must be equal (the engine hides those cards) and the
player, given each view with the same seed, must choose the same action.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from cardtable.ai import LEVELS, make_player
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.state import GameState
from cardtable.games import get_game


def _twin(state: GameState, seat: int, rng: random.Random) -> GameState | None:
    """The same deal and actions with the seat's hidden cards permuted (None if it fails)."""
    hidden = state.secret_cards(seat)
    positions = [i for i, c in enumerate(state.deck) if hidden >> c & 1]
    cards = [state.deck[i] for i in positions]
    for _ in range(20):
        rng.shuffle(cards)
        if cards == [state.deck[i] for i in positions]:
            continue
        deck = list(state.deck)
        for i, c in zip(positions, cards):
            deck[i] = c
        twin = get_game(state.game_id).deal(state.options, state.num_seats, state.dealer, deck,
                                            state.carry)
        try:
            for action in state.history:
                twin.apply(action)
        except IllegalActionError:
            continue  # the permutation contradicts a follow; try another
        # A permutation may change what the seat sees (in Poch: who claims in Melden, or who
        # must continue a chain); only a deal the seat cannot tell apart is a twin.
        if twin.key() != state.key() and twin.view(seat) == state.view(seat):
            return twin
    return None


def _positions(game_id: str, preset: str, seats: int, count: int) -> list[tuple[GameState, int]]:
    info = get_game(game_id)
    found = []
    for seed in range(200):
        rng = random.Random(seed)
        state = info.new_deal(info.presets[preset], seats, seed % seats, seed)
        steps = rng.randrange(2, 30)
        for _ in range(steps):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        seat = state.current_player
        twin = _twin(state, seat, rng)
        if twin is not None:
            found.append((state, seat))
            found.append((twin, seat))
        if len(found) >= 2 * count:
            break
    return found


def _unclocked(player: Any) -> Any:
    """The player with its wall-clock safety cap lifted (its work budget stays).

    On a loaded machine the cap can cut one search shorter than the other, which would make
    the decisions differ for a reason that has nothing to do with hidden cards.
    """
    for holder in (player, getattr(player, "search", None)):
        budget = getattr(holder, "budget", None)
        if budget is not None:
            holder.budget = dataclasses.replace(budget, ms=1e9)
    return player


CASES = [("schnapsen", "traditional", 2), ("spades", "seed", 4), ("spades", "openspiel", 4),
         ("tippen", "katira", 4), ("tippen", "alvensleben", 3),
         ("wallachen", "standard", 3), ("wallachen", "sirch", 3),
         ("poch", "seed", 4), ("poch", "modern", 3)]


@pytest.mark.parametrize(("game_id", "preset", "seats"), CASES)
@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_decision(game_id: str, preset: str, seats: int,
                                                 level: str) -> None:
    options = get_game(game_id).presets[preset]
    pairs = _positions(game_id, preset, seats, 3)
    assert len(pairs) >= 4, "not enough positions with a hidden-card twin"
    for i in range(0, len(pairs), 2):
        (a, seat), (b, _) = pairs[i], pairs[i + 1]
        view_a, view_b = a.view(seat), b.view(seat)
        assert view_a == view_b, "the engine's views differ: the test setup is wrong"
        assert a.key() != b.key()
        choice_a = _unclocked(make_player(game_id, level, 11, options)).choose(view_a)
        choice_b = _unclocked(make_player(game_id, level, 11, options)).choose(view_b)
        assert choice_a == choice_b
        assert choice_a in view_a.legal


def test_the_check_catches_a_player_that_peeks() -> None:
    # A "player" that reads the true state (what ours never receive) must be caught by the
    # same comparison on at least one of the twin pairs; otherwise the test proves nothing.
    pairs = _positions("schnapsen", "traditional", 2, 6)
    caught = 0
    for i in range(0, len(pairs), 2):
        (a, seat), (b, _) = pairs[i], pairs[i + 1]
        peek_a = a.view(seat).legal[a.hands[1 - seat] % len(a.view(seat).legal)]
        peek_b = b.view(seat).legal[b.hands[1 - seat] % len(b.view(seat).legal)]
        caught += peek_a != peek_b
    assert caught > 0
