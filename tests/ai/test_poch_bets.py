"""Poch's betting from simulation: the chains valued by the exact solver in the bets, the
amounts of the others' bets read, and neither reading a hidden card."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace

import pytest

from cardtable.ai.poch import (
    LEVELS,
    BetModel,
    PlaySolver,
    PochKnowledge,
    PochSearchPlayer,
    key_table,
)
from cardtable.ai.poch_betting import _chain_values
from cardtable.ai.poch_chains import play_out
from cardtable.games.poch import BETTING, OPEN_BASE, PRESETS, RAISE_BASE
from tests.ai.test_no_cheating import _positions
from tests.ai.test_poch_ai import FOUR_ACES, pochen_view

SEVENS = {1: "7C 7S 8D 9H", 2: "AC AS KD 8H", 3: "QS QH 9C TD", 0: "JC KC TS 9D"}


def _after_betting(seed: int) -> dict[int, object]:
    """A sampled world played to the end of its betting once per starter: P1 has passed, P2
    opens (it starts) or passes (so do the others: P1 starts)."""
    view = pochen_view(SEVENS, actions=("pass",))
    knowledge = PochKnowledge(PRESETS["seed"])
    world = knowledge.sample(view, random.Random(seed))
    starts = {}
    for move in world.moves():
        core = world.clone()
        core.play(move)
        while core.phase == BETTING:
            core.play(core.moves()[0])  # every other seat passes
        starts[core.turn] = core
    return starts


def test_the_bets_value_the_chains_by_the_solver_or_else_by_the_playout() -> None:
    knowledge = PochKnowledge(PRESETS["seed"])
    differ = 0
    for seed in range(12):
        starts = _after_betting(seed)
        assert sorted(starts) == [1, 2]
        solver = PlaySolver(4, 0, 10**6)
        solved = _chain_values(starts, 2, 10**6, knowledge)
        assert solved == {s: solver.value(tuple(c.hands), s)[2] for s, c in starts.items()}
        cut = _chain_values(starts, 2, 1, knowledge)  # one node: the playouts for every start
        for s, c in starts.items():
            played = c.clone()
            play_out(played)
            assert cut[s] == played.bal[2] - c.bal[2]
        differ += solved != cut
    assert differ  # the solver and the greedy playout part somewhere


def test_the_amount_of_an_open_is_read_when_the_model_reads_amounts() -> None:
    table = None
    for hands, high in ((FOUR_ACES, True), (SEVENS, False)):
        view = pochen_view(hands)
        world = PochKnowledge(PRESETS["seed"]).sample(view, random.Random(1))
        table = table or key_table(world.rules)
        one, three = OPEN_BASE + 1, OPEN_BASE + 3
        blind = BetModel()
        assert blind.chance_of(world, 1, one, table) == blind.chance_of(world, 1, three, table)
        reading = BetModel(amounts=1.0)
        p1, p3 = reading.chance_of(world, 1, one, table), reading.chance_of(world, 1, three, table)
        assert (p3 > p1) == high
        opens = [m for m in world.moves() if OPEN_BASE < m < RAISE_BASE]
        for wild in (0.0, 0.3):  # the amounts share out the kind's chance, whim or not
            kind = replace(blind, wild=wild).chance_of(world, 1, one, table)
            read = replace(reading, wild=wild)
            assert sum(read.chance_of(world, 1, m, table) for m in opens) == pytest.approx(kind)


@pytest.mark.parametrize("preset,seats", [("seed", 4), ("modern", 3)])
def test_the_solved_and_amount_reading_bets_read_no_hidden_card(preset: str, seats: int) -> None:
    strong = LEVELS["strong"]
    level = dataclasses.replace(strong, bet_solve=20_000, bet_worlds=40, own_start=True,
                                model=dataclasses.replace(strong.model, amounts=0.5))
    options = PRESETS[preset]
    pairs = _positions("poch", preset, seats, 4)
    assert len(pairs) >= 4
    for i in range(0, len(pairs), 2):
        (a, seat), (b, _) = pairs[i], pairs[i + 1]
        assert a.view(seat) == b.view(seat) and a.key() != b.key()
        choices = []
        for state in (a, b):
            player = PochSearchPlayer(level, 11, options)
            player.budget = dataclasses.replace(player.budget, ms=1e9)
            choices.append(player.choose(state.view(seat)))
        assert choices[0] == choices[1]
