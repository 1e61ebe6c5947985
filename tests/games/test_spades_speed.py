"""The data structures that make Spades' random play fast keep the behaviour of plain code:
events built without their dataclass ``__init__``, the move tables, the core's clone, the deck
check by bit sums, the rules cache keyed by identity."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.cards import HIDDEN, card_list, shuffled
from cardtable.engine import RecordError
from cardtable.engine.carry import Carry
from cardtable.engine.events import Event
from cardtable.games.spades import (
    GAME,
    OVER,
    PRESETS,
    Options,
    SpadesState,
    action_of,
    card_moves,
    move_of,
    new_event,
    sample,
    spades_pack,
)


@pytest.mark.parametrize("kind, seat, cards, value, text, private", [
    ("trick", 2, (3, 17, 40, 52), 5, "", False),
    ("deal", 0, (HIDDEN,) * 13, 0, "", True),
    ("hand_over", -1, (), 13, "", False),
    ("bid", 3, (), 0, "blind nil", False),
])
def test_fast_event_equals_the_dataclass_event(kind: str, seat: int, cards: tuple[int, ...],
                                               value: int, text: str, private: bool) -> None:
    fast = new_event(kind, seat, cards, value, text, private)
    plain = Event(kind, seat, cards, value, text=text, private=private)
    assert type(fast) is Event
    assert fast == plain and hash(fast) == hash(plain) and repr(fast) == repr(plain)
    assert dataclasses.astuple(fast) == dataclasses.astuple(plain)
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.seat = 1  # type: ignore[misc]


def test_card_moves_are_the_cards_in_order() -> None:
    rng = random.Random(5)
    for _ in range(500):
        cards = rng.getrandbits(54)
        assert card_moves(cards) == card_list(cards)


def test_every_move_and_its_action_translate_both_ways() -> None:
    # Every legal move of random hands of every layout names its action and back, and no two
    # moves name the same action.
    seen: dict[int, str] = {}
    pairs = Options(partnerships="pairs", nil=True, blind_nil=True, blind_nil_min_deficit=0)
    for options, seats in ((pairs, 4), (PRESETS["seed"], 2),
                           (Options(nil=True, blind_nil=True, blind_nil_min_deficit=0), 3)):
        for seed in range(20):
            state = GAME.new_deal(options, seats, seed % seats, seed)
            assert isinstance(state, SpadesState)
            rng = random.Random(seed)
            while not state.is_over:
                moves = state.core.moves()
                assert [action_of(m) for m in moves] == state.legal_actions()
                for m in moves:
                    assert move_of(action_of(m)) == m
                    assert seen.setdefault(m, str(action_of(m))) == str(action_of(m))
                state.apply(rng.choice(state.legal_actions()))
    kinds = {action_of(m).kind for m in seen}
    assert {"play", "bid", "give", "keep", "reject", "look", "blind_nil"} <= kinds


def test_a_core_clone_is_independent_and_equal() -> None:
    state = GAME.new_deal(PRESETS["classic_partnership"], 4, 1, 5)
    rng = random.Random(5)
    core = state.core
    while not core.is_over:
        twin = core.clone()
        assert twin.key() == core.key() and twin.trace is None
        moves = core.moves()
        core.play(rng.choice(moves))
        assert twin.moves() == moves  # the twin did not move with the original


def test_legal_actions_is_a_fresh_list_each_call() -> None:
    state = GAME.new_deal(PRESETS["seed"], 4, 0, 11)
    rng = random.Random(11)
    while not state.is_over:
        first = state.legal_actions()
        first.clear()
        legal = state.legal_actions()
        assert legal, "emptying a returned list must not empty the next one"
        state.apply_unchecked(rng.choice(legal))


@pytest.mark.parametrize("preset, seats", [("seed", 4), ("openspiel", 4), ("seed", 2),
                                           ("classic_partnership", 4), ("seed", 6)])
def test_is_over_follows_the_phase_also_in_sampled_worlds(preset: str, seats: int) -> None:
    options = PRESETS[preset]
    for seed in range(20):
        state = GAME.new_deal(options, seats, seed % seats, seed)
        assert isinstance(state, SpadesState)
        rng = random.Random(seed)
        while True:
            assert state.is_over == (state.phase == OVER)
            world = sample(options, state.view(0), random.Random(seed))
            assert world.is_over == state.is_over == (world.phase == OVER)
            if state.is_over:
                break
            state.apply_unchecked(rng.choice(state.legal_actions()))


def test_apply_unchecked_and_the_contract_hook_agree() -> None:
    """``_apply`` (the base class's hook) gives a card play's events and records nothing."""
    state = GAME.new_deal(PRESETS["openspiel"], 4, 3, 4)
    rng = random.Random(4)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        twin = state.clone()
        events = state.apply_unchecked(action)
        assert twin._apply(action) == events
        assert len(twin.history) == len(state.history) - 1
        assert twin.log == state.log[:len(state.log) - len(events)]
        assert twin.key() == state.key()


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_a_deck_that_is_not_the_pack_is_refused(seats: int) -> None:
    options = Options()
    deck = shuffled(spades_pack(options, seats), 9)
    top = deck[0]
    bad_decks = [
        deck[:-1] + [top],  # a card twice, one missing
        deck[:-1],  # one short
        deck + [top],  # one too many
        [c - 54 for c in deck],  # the cards counted from the end of a list
        deck[:-1] + [54],
        deck[:-1] + [-1],
        deck[:-1] + [200],
        deck[:-2] + [deck[-1], deck[-1]],
    ]
    assert GAME.deal(options, seats, 0, deck, Carry()).deck == tuple(deck)
    for bad in bad_decks:
        with pytest.raises(RecordError):
            GAME.deal(options, seats, 0, bad, Carry())
    with pytest.raises(TypeError):
        GAME.deal(options, seats, 0, [*deck[:-1], None], Carry())  # type: ignore[list-item]


def test_equal_options_made_apart_play_the_same() -> None:
    """The rules cache is keyed by identity; equal options made separately agree."""
    first = Options(partnerships="pairs", nil=True)
    second = dataclasses.replace(first)
    assert first == second and first is not second
    for options in (first, second, Options(partnerships="pairs", nil=True)):
        state = GAME.new_deal(options, 4, 1, 8)
        assert isinstance(state, SpadesState)
        assert state.sides == ((0, 2), (1, 3)) and state.T == 13
        assert GAME.pack(options, 4) == spades_pack(options, 4)
