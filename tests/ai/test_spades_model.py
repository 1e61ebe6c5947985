"""The search's lean Spades play model must follow the engine's rules and scoring."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.spades import sample_hands, world_from_view
from cardtable.ai.spades_model import suit_mask_of
from cardtable.games.spades import GAME, PRESETS, spades_pack

LAYOUTS = [("seed", 4), ("openspiel", 4), ("classic_partnership", 4), ("seed", 3), ("seed", 5),
           ("seed", 6)]


def _play_to_cards(state: object, rng: random.Random) -> None:
    while state.phase not in (3, 4):  # bid and exchange with the first legal action
        legal = state.legal_actions()  # type: ignore[attr-defined]
        bids = [a for a in legal if a.kind == "bid" and a.n]
        state.apply(rng.choice(bids) if bids else legal[-1])  # type: ignore[attr-defined]


@pytest.mark.parametrize(("preset", "seats"), LAYOUTS)
def test_model_plays_like_the_engine(preset: str, seats: int) -> None:
    options = PRESETS[preset]
    for seed in range(25):
        rng = random.Random(seed)
        state = GAME.new_deal(options, seats, seed % seats, seed)
        _play_to_cards(state, rng)
        view = state.view(state.current_player)
        world = world_from_view(view, options, list(state.hands))
        while not state.is_over:
            legal = state.legal_actions()
            assert sorted(a.card for a in legal) == world.moves(), (preset, seed)
            action = rng.choice(legal)
            state.apply(action)
            world.play(action.card)
            if not state.is_over:
                assert world.to_move == state.current_player
        assert world.is_over
        points = state.result().points
        for s in range(seats):
            side = world.rules.side_of[s]
            assert world.side_points()[side] == points[s], (preset, seed)


def test_sampled_deals_respect_voids_sizes_and_the_seats_own_cards() -> None:
    options = PRESETS["seed"]
    pack = spades_pack(options, 4)
    for seed in range(30):
        rng = random.Random(seed)
        state = GAME.new_deal(options, 4, 0, seed)
        _play_to_cards(state, rng)
        for _ in range(rng.randrange(8, 40)):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.current_player
        view = state.view(seat)
        voids = _voids_from_true_play(state)
        for k in range(5):
            hands = sample_hands(view, pack, random.Random(k))
            assert hands[seat] == view.hand
            assert [h.bit_count() for h in hands] == list(view.hand_sizes)
            for s, h in enumerate(hands):
                assert not h & voids[s], (seed, s)
            union = 0  # no card twice, none already played
            played = sum(1 << e.cards[0] for e in view.events if e.kind == "play")
            for h in hands:
                assert not union & h and not played & h
                union |= h


def _voids_from_true_play(state: object) -> list[int]:
    voids = [0] * 4
    led = 0
    for i, e in enumerate(e for e in state.log if e.kind == "play"):  # type: ignore[attr-defined]
        c = e.cards[0]
        if i % 4 == 0:
            led = suit_mask_of(c)
        elif not (1 << c) & led:
            voids[e.seat] |= led
    return voids
