"""The search's lean Schnapsen model must play by the engine's rules, option by option."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.schnapsen import _world_from_facts, rules_for
from cardtable.ai.schnapsen_model import MOVE_OF_ACTION, Rules, Solver, World, deal_world
from cardtable.games.schnapsen import GAME, PRESETS, SchnapsenState

AUTO_PRESETS = ["traditional", "vu_compat", "sixty_six"]


def _true_world(state: SchnapsenState, options: object) -> World:
    """A world built the way the sampler builds one, but with the true hidden cards."""
    seat = state.current_player
    view = state.view(seat)
    talon = tuple(state.talon[state.tpos:])  # test only: the truth the sampler must not read
    return _world_from_facts(view, rules_for(view, options), list(state.hands), talon)


@pytest.mark.parametrize("preset", AUTO_PRESETS)
def test_model_offers_the_engines_moves_and_scores_alike(preset: str) -> None:
    options = PRESETS[preset]
    for seed in range(120):
        rng = random.Random(seed)
        state = GAME.new_deal(options, 2, seed % 2, seed)
        world = deal_world(Rules.from_options(options, state.trump), list(state.deck), seed % 2)
        while not state.is_over:
            legal = state.legal_actions()
            engine_moves = sorted(MOVE_OF_ACTION[a] for a in legal)
            assert sorted(world.moves()) == engine_moves, (preset, seed, state.history)
            assert sorted(_true_world(state, options).moves()) == engine_moves
            action = rng.choice(legal)
            state.apply(action)
            world.play(MOVE_OF_ACTION[action])
            if not state.is_over:
                assert world.to_move == state.current_player
        assert world.is_over, (preset, seed)
        result = state.result()
        winner = result.winners[0] if result.winners else -1
        assert world.winner == winner or (winner == -1 and world.game_points == -9)
        if winner >= 0:
            assert world.value(winner) == result.points[winner], (preset, seed, result.summary)


def test_solver_value_is_what_best_play_achieves() -> None:
    # After exhaustion the solver's value must equal the result of playing its own best moves
    # against every reply: check it against plain minimax on small positions.
    rng = random.Random(5)
    checked = 0
    for seed in range(60):
        state = GAME.new_deal(PRESETS["traditional"], 2, 0, seed)
        world = deal_world(Rules.from_options(PRESETS["traditional"], state.trump),
                           list(state.deck), 0)
        while not world.is_over and (world.talon_open or world.lead >= 0):
            moves = [m for m in world.moves() if m != 60]
            world.play(rng.choice(moves))
        if world.is_over or len([1 for h in world.hands if h]) < 2:
            continue
        solver = Solver()
        fast = solver.search(world.clone(), -1000.0, 1000.0, None)
        assert fast == _minimax(world)
        checked += 1
    assert checked > 20


def _minimax(w: World) -> float:
    if w.is_over:
        return float(w.value(w.to_move))
    mover, best = w.to_move, -1000.0
    for m in w.moves():
        c = w.clone()
        c.play(m)
        v = float(c.value(mover)) if c.is_over else (
            _minimax(c) if c.to_move == mover else -_minimax(c))
        best = max(best, v)
    return best


@pytest.mark.parametrize("preset", AUTO_PRESETS)
def test_fast_policy_plays_like_the_reference_policy(preset: str) -> None:
    from cardtable.ai.schnapsen import policy_move, policy_move_reference

    options = PRESETS[preset]
    for seed in range(150):
        rng = random.Random(seed)
        state = GAME.new_deal(options, 2, seed % 2, seed)
        world = deal_world(Rules.from_options(options, state.trump), list(state.deck), seed % 2)
        while not world.is_over:
            assert policy_move(world, None) == policy_move_reference(world, None), (preset, seed)
            world.play(rng.choice(world.moves()))
