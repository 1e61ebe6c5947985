"""The Spades players' knowledge on the game's rules core: worlds from the game's one sampler,
weighted by the bids, played out by rules of thumb that only ever choose legal moves.

(The search's own play model, which a test compared with the engine move by move, is gone:
the search plays on the game's core. What proves the change kept the players' strength is
``test_spades_golden.py``; the sampler's agreement with views is tested in
``tests/games/test_spades_random.py``, the rules by the test vectors, perft counts and the
OpenSpiel differential test in ``tests/games``.)
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.ai.spades import (
    SpadesKnowledge,
    bid_weight,
    estimate_tricks,
    policy_card,
    sample_weighted,
)
from cardtable.games.spades import GAME, PLAY_PHASE, PRESETS, SpadesSampler, action_of

LAYOUTS = [("seed", 4), ("openspiel", 4), ("classic_partnership", 4), ("seed", 3), ("seed", 5),
           ("seed", 6), ("seed", 2)]


def _positions(preset: str, seats: int, count: int) -> list[Any]:
    """States with the seat on turn to play a card, reached by random legal actions."""
    found = []
    for seed in range(count):
        rng = random.Random(seed)
        state = GAME.new_deal(PRESETS[preset], seats, seed % seats, seed)
        steps = rng.randrange(60)
        while not state.is_over and (state.phase != PLAY_PHASE or steps > 0):
            steps -= state.phase == PLAY_PHASE
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            found.append(state)
    return found


@pytest.mark.parametrize(("preset", "seats"), LAYOUTS)
def test_worlds_of_the_search_agree_with_the_view(preset: str, seats: int) -> None:
    knowledge = SpadesKnowledge(PRESETS[preset])
    for state in _positions(preset, seats, 15):
        seat = state.current_player
        view = state.view(seat)
        for k in range(4):
            world = knowledge.sample(view, random.Random(k))
            assert world.current_player == seat and world.hands[seat] == view.hand
            assert [h.bit_count() for h in world.hands] == list(view.hand_sizes)
            for s, h in enumerate(world.hands):
                assert not h & view.voids[s]
                assert s == seat or not h & view.known_cards()
            assert [action_of(m) for m in world.moves()] == list(view.legal)


def test_a_world_sampled_while_bidding_is_ready_to_play_with_the_bids_estimated() -> None:
    options = PRESETS["seed"]
    state = GAME.new_deal(options, 4, 0, 12)
    state.apply("bid 3")
    state.apply("bid 5")
    view = state.view(3)
    knowledge = SpadesKnowledge(options)
    for k in range(5):
        world = knowledge.sample(view, random.Random(k))
        assert world.phase == PLAY_PHASE and world.current_player == 1  # eldest leads
        assert world.bids[1:3] == (3, 5)
        for s in (3, 0):
            assert world.bids[s] == max(1, round(estimate_tricks(world.hands[s], 4)))
        assert all(h.bit_count() == 13 for h in world.hands)


def test_the_bid_weighting_draws_deals_that_fit_the_bids() -> None:
    # Seat 1 bid 7, seat 2 bid 1: among the weighted deals, seat 1's hands are stronger and
    # seat 2's weaker than among the sampler's deals as they come.
    options = PRESETS["seed"]
    state = GAME.new_deal(options, 4, 0, 31)
    state.apply("bid 7")
    state.apply("bid 1")
    view = state.view(3)
    sampler = SpadesSampler(options, view)
    rng = random.Random(3)
    plain = [sampler.draw(rng) for _ in range(300)]
    weighted = [sample_weighted(view, sampler, rng, [0] * 4) for _ in range(300)]

    def mean_estimate(deals: list[list[int]], seat: int) -> float:
        return sum(estimate_tricks(d[seat], 4) for d in deals) / len(deals)

    assert mean_estimate(weighted, 1) > mean_estimate(plain, 1) + 0.5
    assert mean_estimate(weighted, 2) < mean_estimate(plain, 2) - 0.5
    assert bid_weight(view, weighted[0], [0] * 4) <= 1.0


@pytest.mark.parametrize(("preset", "seats"), LAYOUTS)
def test_playouts_play_legal_cards_to_the_end(preset: str, seats: int) -> None:
    knowledge = SpadesKnowledge(PRESETS[preset])
    rng = random.Random(1)
    for state in _positions(preset, seats, 8):
        world = knowledge.sample(state.view(state.current_player), rng)
        while not world.is_over:
            card = policy_card(world, rng, 0.1, cash=True)
            assert card in world.moves()
            world.play(card)
        assert sum(world.won) == world.rules.T
