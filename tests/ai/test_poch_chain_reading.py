"""Poch's Ausspielen: what the search reads into its worlds (the others' chain starts and
bets), and that the reading sees only what the seat may see."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from cardtable.ai import RandomPlayer
from cardtable.ai.poch import LEVELS, ChainReading, PochBaseline, PochSearchPlayer
from cardtable.ai.poch_chains import start_scores
from cardtable.ai.poch_reading import by_weight, starts_fit, starts_seen
from cardtable.engine.state import GameState
from cardtable.games import get_game
from cardtable.games.poch import PLAYING, PochSampler
from tests.ai.test_no_cheating import _twin

OPTIONS = get_game("poch").presets["seed"]


def _deal(seed: int, players: list[Any], until: Any = None) -> tuple[GameState, list[Any]]:
    """A deal of the seed preset played by ``players``; each chain start is kept as
    (seat, card, that seat's cards played before, the cards known out then)."""
    state = get_game("poch").new_deal(OPTIONS, 4, seed % 4, seed)
    starts = []
    while not state.is_over:
        if until is not None and until(state):
            break
        seat = state.current_player
        view = state.view(seat)
        action = players[seat].choose(view)
        if state.core.phase == PLAYING and view.need < 0:
            starts.append((seat, action.card, view.played_by[seat], view.not_held))
        state.apply(action)
    return state, starts


def test_the_starts_read_are_those_played_with_what_was_public_then() -> None:
    checked = 0
    for seed in range(30):
        players = [RandomPlayer(seed * 4 + s) for s in range(4)]
        state, starts = _deal(seed, players)
        for me in range(4):
            seen = starts_seen(state.view(me))
            assert seen == [s for s in starts if s[0] != me]
            checked += len(seen)
    assert checked > 50


def test_a_sound_start_weighs_the_true_hands_above_most_sampled_worlds() -> None:
    # Easy without mistakes starts each chain by the rule of thumb: read sharply, the true
    # deal fits its starts at least as well as the worlds sampled from another seat's view.
    easy = PochBaseline(5, OPTIONS, mistakes=0.0)
    better = total = 0
    for seed in range(40):
        state, _ = _deal(seed, [easy] * 4)
        view = state.view(0)
        seen = starts_seen(view)
        if not seen:
            continue
        true_fit = starts_fit(state.core, view, seen, 3.0)
        assert true_fit > 0.0
        rng = random.Random(seed)
        sampler = PochSampler(OPTIONS, view)
        fits = sorted(starts_fit(sampler.draw(rng), view, seen, 3.0) for _ in range(20))
        total += 1
        better += true_fit >= fits[len(fits) // 2]
    assert total >= 10
    assert better >= 0.8 * total


def test_resampling_by_weight_draws_in_proportion_and_never_a_weightless_world() -> None:
    rng = random.Random(1)
    picked = by_weight([0.0, 3.0, 1.0, 0.0, 4.0], 8, rng)
    counts = dict(picked)
    assert sum(counts.values()) == 8
    assert 0 not in counts and 3 not in counts
    assert counts == {1: 3, 2: 1, 4: 4}
    assert sum(t for _, t in by_weight([0.0, 0.0], 5, rng)) == 2  # no weight: taken alike


def test_the_rule_of_thumb_plays_out_a_hand_that_can_and_keeps_the_start() -> None:
    from cardtable.cards import cardset as cs
    from cardtable.cards import parse_cards

    def cardset(text: str) -> int:
        return cs(parse_cards(text))

    def idx(text: str) -> int:
        return cardset(text).bit_length() - 1

    assert dict(start_scores(cardset("7H 8H 9H TH"), 0))[idx("7H")] == 100
    scores = dict(start_scores(cardset("7H 8H 9H KS"), cardset("AS")))
    assert scores == {idx("7H"): 8, idx("8H"): 6, idx("9H"): 4, idx("KS"): 5}
    # the card below the king of spades is out: nobody can force it out
    assert dict(start_scores(cardset("7H 8H 9H KS"), cardset("AS QS")))[idx("KS")] == 7


def _reading_positions(count: int) -> list[tuple[GameState, GameState, int]]:
    """Ausspielen positions where another seat has started a chain, each with a twin deal
    that the deciding seat cannot tell apart."""
    found = []
    for seed in range(300):
        rng = random.Random(seed)
        players = [RandomPlayer(seed * 4 + s) for s in range(4)]

        def ready(state: GameState) -> bool:
            view = state.view(state.current_player)
            return (state.core.phase == PLAYING and len(view.legal) > 1
                    and bool(starts_seen(view)))

        state, _ = _deal(seed, players, until=ready)
        if state.is_over:
            continue
        seat = state.current_player
        twin = _twin(state, seat, rng)
        if twin is not None:
            found.append((state, twin, seat))
        if len(found) >= count:
            break
    return found


def test_the_chain_reading_never_reads_a_hidden_card() -> None:
    level = dataclasses.replace(LEVELS["strong"], chain=ChainReading(starts=1.0, bets=1.0, sighted=True))
    level = dataclasses.replace(level, budget=dataclasses.replace(level.budget, ms=1e9))
    positions = _reading_positions(4)
    assert len(positions) >= 4
    for a, b, seat in positions:
        view_a, view_b = a.view(seat), b.view(seat)
        assert view_a == view_b and a.key() != b.key()
        assert starts_seen(view_a) == starts_seen(view_b)
        choice_a = PochSearchPlayer(level, 11, OPTIONS).choose(view_a)
        choice_b = PochSearchPlayer(level, 11, OPTIONS).choose(view_b)
        assert choice_a == choice_b
        # the weights of the same worlds are the same from either view
        rng_a, rng_b = random.Random(2), random.Random(2)
        sa, sb = PochSampler(OPTIONS, view_a), PochSampler(OPTIONS, view_b)
        for _ in range(5):
            wa, wb = sa.draw(rng_a), sb.draw(rng_b)
            assert wa.hands == wb.hands
            assert starts_fit(wa, view_a, starts_seen(view_a), 1.0) == \
                starts_fit(wb, view_b, starts_seen(view_b), 1.0)


def test_a_solver_whose_seats_all_start_by_the_greedy_rule_plays_the_greedy_playout() -> None:
    from cardtable.ai.poch import PlaySolver, play_out

    checked = 0
    for seed in range(25):
        players = [RandomPlayer(seed * 4 + s) for s in range(4)]

        def playing(state: GameState) -> bool:
            return state.core.phase == PLAYING and state.core.need < 0

        state, _ = _deal(seed, players, until=playing)
        if state.is_over:
            continue
        core = state.core.clone()
        solver = PlaySolver(4, 0, 10**6, rough=(1.0,) * 4)
        value = solver.value(tuple(core.hands), core.turn)
        before = list(core.bal)
        play_out(core)
        assert value == tuple(float(a - b) for a, b in zip(core.bal, before))
        checked += 1
    assert checked >= 10


def test_sighted_values_are_the_solvers_in_one_world_and_differ_where_worlds_mix() -> None:
    from cardtable.ai.poch import PlaySolver
    from cardtable.ai.poch_reading import sighted_values

    checked = below = 0
    for seed in range(30):
        players = [RandomPlayer(seed * 4 + s) for s in range(4)]

        def playing(state: GameState) -> bool:
            return (state.core.phase == PLAYING and state.core.need < 0
                    and state.core.hands[state.core.turn].bit_count() > 2)

        state, _ = _deal(seed, players, until=playing)
        if state.is_over:
            continue
        seat = state.current_player
        view = state.view(seat)
        sampler = PochSampler(OPTIONS, view)
        rng = random.Random(seed)
        worlds = [tuple(sampler.draw(rng).hands) for _ in range(12)]
        moves = [a.card for a in view.legal]
        one = sighted_values(worlds[:1], [PlaySolver(4, 0, 10**6)], [1], seat, moves)
        solver = PlaySolver(4, 0, 10**6)
        assert [row[0] for row in one] == [solver.after(worlds[0], seat, m)[seat]
                                           for m in moves]
        solvers = [PlaySolver(4, 0, 10**6) for _ in worlds]
        table = sighted_values(worlds, solvers, [1] * len(worlds), seat, moves)
        for m, row in zip(moves, table):
            best = [s.after(w, seat, m)[seat] for s, w in zip(solvers, worlds)]
            below += sum(row) < sum(best) - 1e-9
        checked += 1
    assert checked >= 10
    # where a later start cannot be told apart, the seat may not count on each world's best
    assert below > 0
