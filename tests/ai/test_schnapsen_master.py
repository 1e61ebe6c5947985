"""The Schnapsen master level: legal decisions, a hard cap on thinking, and its parts.

The cap is tested as a property of the budget and the search (a clock that the test drives),
never as a wall-clock time: ``benchmarks/ai_strength.py --only schnapsen-master`` measures
the real decision times.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable.ai import MASTER_GAMES, levels, make_player
from cardtable.ai import adaptive as adaptive_module
from cardtable.ai.adaptive import AdaptiveBudget, OutOfTime, adaptive_values
from cardtable.ai.schnapsen import LEVEL_BUDGETS, policy_move_reference
from cardtable.ai.schnapsen_master import (
    BROKEN_MARRIAGE,
    MASTER_BUDGET,
    MasterConfig,
    MasterKnowledge,
    MasterPlayer,
    clues,
    master_policy,
)
from cardtable.ai.schnapsen_solver import Solver
from cardtable.cards import parse_cards
from cardtable.engine.state import View
from cardtable.games.schnapsen import (
    CLOSE,
    GAME,
    PRESETS,
    QUEENS,
    HiddenCards,
    SchnapsenCore,
    SchnapsenView,
    action_of,
    move_of,
    rules_for,
)

TRADITIONAL = PRESETS["traditional"]


def _mask(text: str) -> int:
    return sum(1 << c for c in parse_cards(text))


def _views(count: int, seed: int = 0) -> Iterator[View]:
    """Views with a real choice, from seeded random deals."""
    rng = random.Random(seed)
    found = 0
    for deal in range(200):
        state = GAME.new_deal(TRADITIONAL, 2, deal % 2, seed * 1000 + deal)
        while not state.is_over:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.3:
                yield state.view(state.current_player)
                found += 1
                if found >= count:
                    return
            state.apply(rng.choice(legal))


def test_master_is_a_schnapsen_level_and_plays_legally() -> None:
    # Built, but offered (levels) only once it beats strong clearly: see MASTER_GAMES.
    assert ("master" in levels("schnapsen")) == ("schnapsen" in MASTER_GAMES)
    player = make_player("schnapsen", "master", 3, TRADITIONAL)
    assert isinstance(player, MasterPlayer)
    player.budget = dataclasses.replace(player.budget, ms=1e9)  # reproducible, any machine
    state = GAME.new_deal(TRADITIONAL, 2, 0, 77)
    other = make_player("schnapsen", "easy", 4, TRADITIONAL)
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        action = (player if seat == 0 else other).choose(view)
        assert action in view.legal
        state.apply(action)


def test_no_level_may_think_longer_than_a_second() -> None:
    assert all(budget.ms <= 1000 for budget in LEVEL_BUDGETS.values())
    assert MASTER_BUDGET.ms <= 1000
    player = make_player("schnapsen", "master", 0, TRADITIONAL)
    assert player.budget is MASTER_BUDGET  # type: ignore[attr-defined]


class _Clock:
    """A clock the test drives: every reading moves it on by ``tick`` seconds."""

    def __init__(self, tick: float) -> None:
        self.now, self.tick, self.readings = 0.0, tick, 0

    def __call__(self) -> float:
        self.now += self.tick
        self.readings += 1
        return self.now


@pytest.mark.parametrize("tick", [0.002, 0.05])
def test_the_search_stops_at_its_deadline(monkeypatch: pytest.MonkeyPatch, tick: float) -> None:
    """Time only passes when the search reads the clock, so a search that stops within one
    reading of its deadline would stop within one world of it on a real clock."""
    budget = AdaptiveBudget(min_worlds=4_000, max_work=10**9, max_worlds=4_000, ms=300.0)
    for view in _views(6, seed=4):
        clock = _Clock(tick)
        monkeypatch.setattr(adaptive_module.time, "perf_counter", clock)
        knowledge = MasterKnowledge(TRADITIONAL)
        estimates = adaptive_values(view, knowledge, budget, random.Random(1), started=0.0)
        assert clock.now <= budget.ms / 1000 + tick + 1e-9
        assert all(e.n == estimates[0].n for e in estimates) and estimates[0].n < 4_000
        assert knowledge.solver.deadline == 0.0


def test_the_solver_abandons_a_world_past_its_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    import cardtable.ai.schnapsen_solver as solver_module

    monkeypatch.setattr(solver_module.time, "perf_counter", lambda: 10.0)
    core = GAME.new_deal(TRADITIONAL, 2, 0, 5).core.clone()  # type: ignore[attr-defined]
    solver = Solver()
    solver.deadline = 5.0
    with pytest.raises(OutOfTime):
        solver.search(core, -1000.0, 1000.0, None)
    assert solver.nodes <= 1024


def test_a_clear_decision_stops_early_and_a_close_one_thinks_on() -> None:
    budget = dataclasses.replace(MASTER_BUDGET, ms=1e9)
    worlds = []
    for view in _views(12, seed=2):
        estimates = adaptive_values(view, MasterKnowledge(TRADITIONAL), budget, random.Random(2))
        worlds.append(estimates[0].n)
    assert min(worlds) == budget.min_worlds  # clear at the first look
    assert max(worlds) > 4 * budget.min_worlds  # and some decisions take much longer


def test_playouts_keep_a_marriage_and_close_when_sure() -> None:
    rules = rules_for(TRADITIONAL, 2)  # hearts are trumps
    # A trump jack led to a hand of no trumps and the spade marriage: the old policy throws
    # its cheapest card, the queen; the master's keeps the marriage.
    hands = [_mask("JC QC JD QD"), _mask("QS KS AC TC AD")]
    talon = tuple(parse_cards("JS TS AS KD TD KC QH KH TH AH"))
    core = SchnapsenCore(rules, hands, talon, 0)
    core.lead, core.to_move = parse_cards("JH")[0], 1
    assert policy_move_reference(core, None) == parse_cards("QS")[0]
    assert master_policy(core, None) == parse_cards("TC")[0]
    # With the two top trumps against none and 50 points, closing wins: the policy closes.
    hands = [_mask("AH TH JC QC JD"), _mask("QS KS AC TD AD")]
    core = SchnapsenCore(rules, hands, tuple(parse_cards("JS TS AS KD TC JH QH KH KC QD")),
                         0)
    core.tricks, core.points = [2, 1], [45, 10]
    assert master_policy(core, None) == CLOSE
    core.points = [20, 10]
    assert master_policy(core, None) != CLOSE


def test_the_opponents_plays_make_some_worlds_likelier() -> None:
    """A queen led without announcing her marriage makes her king unlikely in his hand;
    the clues read only what the seat saw, and weigh the worlds accordingly."""
    queen_led = 0
    for deal in range(60):
        state = GAME.new_deal(TRADITIONAL, 2, 0, deal)  # seat 1 leads
        queen = next((q for q in QUEENS if state.hands[1] >> q & 1
                      and not state.hands[1] >> (q + 1) & 1
                      and not state.hands[0] >> (q + 1) & 1
                      and state.trump_card != q + 1), None)
        if queen is None:
            continue
        state.apply(str(action_of(queen)))
        view = state.view(0)
        assert isinstance(view, SchnapsenView)
        found = clues(view, TRADITIONAL)
        assert found[queen + 1] == BROKEN_MARRIAGE  # her king, and nothing drawn since
        assert all(0 < f < 1 and not (view.hand | view.played) >> c & 1
                   for c, f in found.items())
        knowledge = MasterKnowledge(TRADITIONAL)
        for k in range(20):
            world = knowledge.sample(view, random.Random(k))
            holds = world.hands[1] >> (queen + 1) & 1
            assert (knowledge.weight(world) <= BROKEN_MARRIAGE) == bool(holds)
        queen_led += 1
    assert queen_led >= 3
    knowledge = MasterKnowledge(TRADITIONAL)
    plain = MasterKnowledge(TRADITIONAL, MasterConfig(inference=False))
    weighed = 0
    for view in _views(60, seed=5):
        rng = random.Random(0)
        world = knowledge.sample(view, rng)
        assert plain.weight(plain.sample(view, random.Random(0))) == 1.0
        weighed += knowledge.weight(world) < 1.0
    assert weighed > 0


def test_with_reply_a_lead_is_worth_the_opponents_best_follow_in_the_world() -> None:
    plain = MasterKnowledge(TRADITIONAL, MasterConfig(inference=False))
    reply = MasterKnowledge(TRADITIONAL, MasterConfig(inference=False, reply=True))
    lower = compared = 0
    for view in _views(40, 4):
        hidden = HiddenCards(TRADITIONAL, view)
        moves = tuple(move_of(a) for a in reply.root_actions(view))
        for k in range(3):
            world = hidden.sample(random.Random(k))
            if not world.talon_open or len(world.talon) <= 2:
                continue  # solved exactly by both
            a = plain.solve(world.clone(), view.seat, moves)
            b = reply.solve(world.clone(), view.seat, moves)
            assert a is not None and b is not None
            for m, x, y in zip(moves, a, b):
                if m < 52 and world.lead < 0:  # a lead: the policy's follow is one of his
                    assert y <= x
                    lower += y < x
                    compared += 1
                else:  # follows, closing, exchanging, marriages: strong's value
                    assert y == x
    assert compared > 20
    assert lower > 0  # some follow does better for him than the policy's


def test_tiebreak_adds_a_little_for_the_card_points_ahead() -> None:
    plain = MasterKnowledge(TRADITIONAL)
    tie = MasterKnowledge(TRADITIONAL, MasterConfig(tiebreak=6))
    state: Any = GAME.new_deal(TRADITIONAL, 2, 0, 5)
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    core = state.core
    for seat in (0, 1):
        ahead = core.score(seat) - core.score(1 - seat)
        assert plain.utility(core, seat) == core.value(seat)
        assert tie.utility(core, seat) == pytest.approx(core.value(seat) + 0.06 * ahead / 66)
        assert ahead != 0
