"""Tippen computer players: legal play at every level, the exact trick solver against a plain
max^n over the game's own core, hints, and decisions a good player makes."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace
from typing import Any

import pytest

from cardtable.ai import LEVELS, hint, make_player
from cardtable.ai.tippen import TippenKnowledge, TrickSolver, policy_move, world_value
from cardtable.engine.action import Action
from cardtable.games.tippen import GAME, PLAYING, PRESETS, TippenCore, TippenState, sample
from tests.games.test_tippen_vectors import deal, play

KATIRA = PRESETS["katira"]


def reference_maxn(core: TippenCore, equity: float) -> tuple[float, ...]:
    """Max^n by brute force on clones of the core (ties: the lowest card), every seat's value."""
    if core.is_over:
        return tuple(world_value(core, s, equity) for s in range(core.n))
    best: tuple[float, ...] | None = None
    mover = core.to_act
    for m in sorted(core.moves()):
        child = core.clone()
        child.play(m)
        vec = reference_maxn(child, equity)
        if best is None or vec[mover] > best[mover] + 1e-9:
            best = vec
    assert best is not None
    return best


@pytest.mark.parametrize("preset", ["katira", "alvensleben"])
def test_the_trick_solver_agrees_with_plain_maxn_on_the_core(preset: str) -> None:
    options = PRESETS[preset]
    rng = random.Random(7)
    checked = 0
    for seed in range(200):
        seats = rng.choice(GAME.seat_counts(options))
        state = GAME.new_deal(options, seats, seed % seats, seed)
        assert isinstance(state, TippenState)
        while not state.is_over and state.core.phase != PLAYING:
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        for _ in range(rng.randrange(0, 4)):  # sometimes from the middle of a trick
            if not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
        if state.is_over or state.core.n_active > 4:  # the reference is slow for more
            continue
        core = state.core.clone()
        seat = core.to_act
        moves = sorted(core.moves())
        got = TrickSolver(core, 1.0).root_values(seat, moves)
        for m, value in zip(moves, got, strict=True):
            child = core.clone()
            child.play(m)
            assert value == pytest.approx(reference_maxn(child, 1.0)[seat])
        assert TrickSolver(core, 1.0).value(seat) == pytest.approx(
            reference_maxn(core, 1.0)[seat])
        checked += 1
    assert checked > 60


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("options", [
    KATIRA, PRESETS["alvensleben"],
    replace(KATIRA, knocking=True, sniffing="grupp", rauben=True, schieben=True),
    replace(PRESETS["grupp"], sniffing="alvensleben", hupf_und_sprung=True, pot_cap=9),
], ids=["katira", "alvensleben", "calls", "grupp-variants"])
def test_every_level_plays_whole_deals_legally(level: str, options: Any) -> None:
    match = GAME.match_type(GAME, replace(options, session_deals=0), 3, seed=5)
    players = [make_player("tippen", level, s, options) for s in range(3)]
    for _ in range(2 if level == "strong" else 4):
        state = match.start_deal()
        while not state.is_over:
            view = state.view(state.current_player)
            action = players[state.current_player].choose(view)
            assert action in view.legal
            state.apply(action)
        match.finish_deal()


def test_policy_moves_are_legal_in_random_worlds() -> None:
    rng = random.Random(3)
    opts = replace(KATIRA, knocking=True, sniffing="alvensleben", rauben=True, schieben=True)
    for seed in range(150):
        state = GAME.new_deal(opts, 3 + seed % 3, seed % 3, seed)
        while not state.is_over:
            view = state.view(state.current_player)
            world = sample(opts, view, rng)
            assert policy_move(world, rng) in world.moves()
            state.apply(rng.choice(state.legal_actions()))


def test_hint_rates_every_declaration_and_card() -> None:
    state = deal(KATIRA, 4, 0, {1: "9S AC 7D", 2: "KS 8S AH", 3: "7H QD AD", 0: "8H JH 8D"},
                 "QH", pot=9)
    rated = hint("tippen", state.view(1), seed=2)
    assert {a for a, _, _ in rated} == {Action("tap"), Action("pass")}
    assert all(label.startswith(("+", "-")) for _, _, label in rated)
    play(state, [("tap", None)] * 4 + [("exchange", None)] * 4 + [("9S", None)])
    rated = hint("tippen", state.view(2), seed=2)
    assert [str(a) for a, _, _ in rated] == ["KS"]
    cut = GAME.new_deal(KATIRA, 3, 0, 1)
    assert {label for _, _, label in hint("tippen", cut.view(2))} == {"rule"}


def _strong(seed: int = 1) -> Any:
    player: Any = make_player("tippen", "strong", seed, KATIRA)
    player.budget = dataclasses.replace(player.budget, ms=1e9)  # no clock: same on any load
    return player


def test_strong_taps_when_everyone_else_passed() -> None:
    state = deal(KATIRA, 3, 0, {1: "AC KC QC", 2: "AD KD QD", 0: "7H 8C 9D"}, "AS", pot=9)
    play(state, [("pass", None), ("pass", None)])
    assert _strong().choose(state.view(0)) == Action("tap")  # alone, he takes the pot


def test_strong_passes_a_hopeless_hand_against_the_trumps() -> None:
    state = deal(KATIRA, 3, 0, {1: "AS KS QS", 2: "AH KH QH", 0: "7C 8D 9C"}, "JS", pot=30)
    play(state, [("tap", None), ("tap", None)])
    assert _strong().choose(state.view(0)) == Action("pass")


def test_the_knowledge_keeps_the_worlds_it_is_given() -> None:
    state = deal(KATIRA, 3, 0, {1: "AC KC QC", 2: "AD KD QD", 0: "7H 8C 9D"}, "AS", pot=9)
    knowledge = TippenKnowledge(KATIRA, candidates=4)
    view = state.view(1)
    rng = random.Random(1)
    for _ in range(20):
        world = knowledge.sample(view, rng)
        assert world.hands[1] == view.hand and world.current_player == 1
