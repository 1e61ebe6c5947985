"""What the search stands on: the game's rules core, its one sampler, the solver and the policy.

The search plays on :class:`SchnapsenCore` itself (the engine's state wraps the same core), so
what matters is that the worlds it samples agree with the views they come from, under every
option set, that the core played untraced goes where the engine's traced one goes, and that
the solver and the fast policy compute what they claim. The decisions built
on all this are pinned by ``test_schnapsen_golden.py``.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cardtable.ai.schnapsen import policy_move, policy_move_reference
from cardtable.ai.schnapsen_solver import Solver
from cardtable.cards import parse_card, parse_cards
from cardtable.engine.carry import Carry
from cardtable.engine.checks import check_sample
from cardtable.games.schnapsen import (
    CLOSE,
    GAME,
    PRESETS,
    HiddenCards,
    Options,
    SchnapsenCore,
    SchnapsenState,
    action_of,
    new_core,
    sample,
)
from tests.games.test_schnapsen import SCH01, sampled_agrees

OPTION_SETS = {
    "traditional": PRESETS["traditional"],
    "sixty_six": PRESETS["sixty_six"],
    "vu_compat": PRESETS["vu_compat"],
    "manual": replace(PRESETS["traditional"], claim_mode="manual"),
    "manual sixty_six mirror": replace(PRESETS["sixty_six"], claim_mode="manual",
                                       false_claim_penalty="mirror"),
    "strict options": Options(exchange_min_talon=4, close_min_talon=4,
                              marriage_on_first_lead=False, marriages_after_close=False,
                              closing_scoring="at_end", exchange_requires_trick=True),
}


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_sampled_worlds_agree_with_the_views_they_come_from(name: str) -> None:
    """Both seats, every state of 150 random deals: the contract's check and the stricter
    one that the world is the true deal but for the cards hidden from the seat."""
    options = OPTION_SETS[name]
    rng = random.Random(7)
    for seed in range(150):
        state = GAME.new_deal(options, 2, seed % 2, seed)
        assert isinstance(state, SchnapsenState)
        while True:
            for seat in (0, 1):
                if not state.is_over:
                    assert check_sample(GAME, state, seat, rng) == [], (name, seed)
                core = sample(options, state.view(seat), rng)
                assert sampled_agrees(state, seat, core) == [], (name, seed, seat)
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))


def test_the_sampler_deals_the_unknown_cards_uniformly() -> None:
    """SCH-01, the dealer's view: 14 cards unseen (pack, own five, the trump card), five of
    them in the forehand's hand: each lands there 5/14 of the time."""
    state = GAME.deal(PRESETS["traditional"], 2, 0, parse_cards(SCH01), Carry())
    hidden = HiddenCards(PRESETS["traditional"], state.view(0))
    assert len(hidden.pool) == 14 and hidden.need == 5
    rng, n = random.Random(11), 2800
    counts = dict.fromkeys(hidden.pool, 0)
    for _ in range(n):
        forehand = sample(PRESETS["traditional"], state.view(0), rng).hands[1]
        for c in hidden.pool:
            counts[c] += forehand >> c & 1
    expected = n * 5 / 14
    sigma = (n * 5 / 14 * 9 / 14) ** 0.5
    assert all(abs(k - expected) < 5 * sigma for k in counts.values()), counts


def test_the_sampler_keeps_what_strict_follows_proved() -> None:
    """After a close the dealer follows TD (trumps hearts) with JD: it has no AD (nor TD's
    other betters); before the follow it may."""
    options = PRESETS["traditional"]
    state = GAME.deal(options, 2, 0, parse_cards(SCH01), Carry())
    state.apply("close")
    ad = parse_card("AD")
    before = [sample(options, state.view(1), random.Random(k)).hands[0] >> ad & 1
              for k in range(60)]
    state.apply("TD")
    state.apply("JD")
    after = [sample(options, state.view(1), random.Random(k)).hands[0] >> ad & 1
             for k in range(60)]
    assert any(before) and not any(after)


# --- the core alone, as the search plays it ---------------------------------------------
# (The frozen perft counts of ``tests/games/test_schnapsen.py`` are the core's own: the state
# lists the core's moves and clones and plays the core.)


def test_a_core_plays_alike_with_and_without_its_trace() -> None:
    """The search's untraced core and the engine's traced one reach the same states."""
    for name, options in OPTION_SETS.items():
        for seed in range(40):
            rng = random.Random(seed)
            state = GAME.new_deal(options, 2, seed % 2, seed)
            assert isinstance(state, SchnapsenState)
            core = new_core(options, 2, seed % 2, state.deck)
            while not state.is_over:
                assert core.key() == state.core.key() and core.moves() == state.core.moves()
                move = rng.choice(core.moves())
                core.play(move)
                state.apply(action_of(move))
            assert core.is_over and core.trace is None, name
            result = state.result()
            assert [core.value(s) for s in (0, 1)] == [
                result.points[s] - result.points[1 - s] for s in (0, 1)]


# --- the solver and the policy ------------------------------------------------------------


def test_solver_value_is_what_best_play_achieves() -> None:
    # After exhaustion the solver's value must equal the result of playing its own best moves
    # against every reply: check it against plain minimax on small positions.
    rng = random.Random(5)
    checked = 0
    for seed in range(60):
        state = GAME.new_deal(PRESETS["traditional"], 2, 0, seed)
        world = new_core(PRESETS["traditional"], 2, 0, state.deck)
        while not world.is_over and (world.talon_open or world.lead >= 0):
            moves = [m for m in world.moves() if m != CLOSE]
            world.play(rng.choice(moves))
        if world.is_over or len([1 for h in world.hands if h]) < 2:
            continue
        solver = Solver()
        fast = solver.search(world.clone(), -1000.0, 1000.0, None)
        assert fast == _minimax(world)
        checked += 1
    assert checked > 20


def _minimax(w: SchnapsenCore) -> float:
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


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_fast_policy_plays_like_the_reference_policy(name: str) -> None:
    options = OPTION_SETS[name]
    for seed in range(150):
        rng = random.Random(seed)
        state = GAME.new_deal(options, 2, seed % 2, seed)
        world = new_core(options, 2, seed % 2, state.deck)
        while not world.is_over:
            move = policy_move(world, None)
            assert move == policy_move_reference(world, None), (name, seed)
            assert move in world.moves()
            world.play(rng.choice(world.moves()))
