"""The measuring sticks of ``benchmarks/ai_strength.py --only schnapsen-master --master-hero``:
they see what they claim to see, and no more (``seen``), or all of it (``open``); and the
per-deal log and its paired comparison (``benchmarks/paired.py``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from benchmarks.ai_strength import open_schnapsen_hero, schnapsen_master, seen_talon_master
from benchmarks.paired import compare, read_log
from cardtable.ai.schnapsen_master import MasterKnowledge
from cardtable.ai.schnapsen_solver import Solver
from cardtable.games.schnapsen import GAME, PRESETS, HiddenCards, SchnapsenView, move_of

TRADITIONAL = PRESETS["traditional"]


def _positions(count: int, seed: int, most_talon: int = 10) -> Iterator[tuple[Any, Any]]:
    """(state, view of the seat to move) with a real choice, from random play of seeded deals;
    only positions whose talon holds at most ``most_talon`` cards."""
    rng = random.Random(seed)
    found = 0
    for deal in range(100):
        state: Any = GAME.new_deal(TRADITIONAL, 2, deal % 2, seed * 1000 + deal)
        while not state.is_over:
            legal = state.legal_actions()
            if len(legal) > 1 and len(state.core.talon) <= most_talon and rng.random() < 0.4:
                yield state, state.view(state.current_player)
                found += 1
                if found >= count:
                    return
            state.apply(rng.choice(legal))


def test_seen_worlds_hold_the_opponents_true_hand_and_only_the_talon_order_varies() -> None:
    holder: dict[str, Any] = {}
    seen = seen_talon_master(1, TRADITIONAL, holder).knowledge
    fair = MasterKnowledge(TRADITIONAL)
    orders_varied = fair_missed = 0
    for state, view in _positions(40, 5):
        holder["state"] = state
        me, opp = view.seat, 1 - view.seat
        true = state.core
        orders = set()
        for k in range(12):
            world = seen.sample(view, random.Random(k))
            assert world.hands[opp] == true.hands[opp]
            assert world.hands[me] == true.hands[me]
            assert sorted(world.talon) == sorted(true.talon)
            if true.talon_open:
                assert world.talon[-1] == true.talon[-1]  # the trump card, face up
            orders.add(world.talon)
            guess = fair.sample(view, random.Random(k))
            fair_missed += guess.hands[opp] != true.hands[opp]
        orders_varied += len(orders) > 1
    assert orders_varied >= 10  # the talon's order stays hidden
    assert fair_missed > 0  # a fair player's worlds do not hold the true hand: the test bites


def test_seen_refuses_a_deal_that_is_not_the_views() -> None:
    state, view = next(_positions(1, 11, most_talon=6))
    other: Any = GAME.new_deal(TRADITIONAL, 2, 0, 999)  # another deal, as a stale holder would be
    holder: dict[str, Any] = {"state": other}
    assert other.core.hands[1 - view.seat] != state.core.hands[1 - view.seat]
    seen = seen_talon_master(1, TRADITIONAL, holder).knowledge
    with pytest.raises(ValueError):
        seen.sample(view, random.Random(0))


def test_open_hero_plays_the_exact_best_move_of_the_deal_it_is_shown() -> None:
    holder: dict[str, Any] = {}
    hero = open_schnapsen_hero(holder)
    told_apart = 0
    for _, view in _positions(30, 7, most_talon=2):
        assert isinstance(view, SchnapsenView)
        hidden = HiddenCards(TRADITIONAL, view)
        actions = hero.knowledge.root_actions(view)
        if len(actions) < 2:
            continue
        bests = []
        for k in range(6):  # several deals the view cannot tell apart
            world = hidden.sample(random.Random(k))
            exact = Solver().root_values(world.clone(), view.seat,
                                         [move_of(a) for a in actions])
            holder["state"] = SimpleNamespace(core=world)
            choice = hero.choose(view)
            assert exact[actions.index(choice)] == max(exact)
            bests.append(frozenset(i for i, v in enumerate(exact) if v == max(exact)))
        told_apart += any(not (a & b) for a in bests for b in bests)
    assert told_apart > 0  # its choice follows the hidden cards, not only the view


def test_the_match_loop_shows_the_sticks_the_deal_in_play_and_logs_each_deal(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # The seen hero raises if the holder does not hold the deal of the view it decides on.
    log = tmp_path / "deals.txt"
    schnapsen_master(2, 3, [], unclocked=True, hero="seen", deal_log=str(log))
    out = capsys.readouterr().out
    assert "seen-hand master (a measuring stick) vs frozen strong v1 (unclocked): 2 deals" in out
    deals = read_log(str(log))
    assert len(deals) == 2
    a, b = (sum(d[i] for d in deals) for i in (0, 1))
    assert f"points A {a:.0f} B {b:.0f}" in out


def test_paired_comparison_sets_deal_against_deal() -> None:
    a = [(2.0, 0.0), (0.0, 1.0), (0.0, 3.0), (1.0, 0.0)]
    b = [(2.0, 0.0), (1.0, 0.0), (0.0, 1.0), (0.0, 2.0)]
    lines = compare(a, b)
    assert lines[0] == "4 deals: A wins 50.0%, B wins 50.0%"
    assert lines[1].startswith("B's win rate less A's: +0.000 ")
    # differences per deal: 0, +2, +2, -3
    assert lines[2].startswith("B's game points less A's per deal: +0.250 ")
