"""Differential test against OpenSpiel's ``spades`` (PyPI ``open-spiel``, ``import pyspiel``).

Preset OPENSPIEL, dealer seat 3, seat i = OpenSpiel player i (rules §7.3). Card actions are
the same ints in both engines (``suit*13 + rank-2``, suits C D H S, no jokers); OpenSpiel's bid
action is ``52 + b``. At every step of each random deal the player to act and the sorted legal
sets must agree; after every trick the next leader (the trick's winner); at the end the tricks
each player took and the hand score of each side, with random non-negative prior scores (the
bag count is the last digit of the score in OpenSpiel, our carried bag counter here).
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine import Action
from cardtable.engine.checks import perft
from cardtable.games.spades import (
    BID_ACTIONS,
    GAME,
    PLAY_ACTIONS,
    PRESETS,
    SpadesCarry,
    SpadesState,
)
from tests.conftest import peer
from tests.games.test_spades import HAND_24, TRICKS_24
from tests.games.test_spades_support import deck_for, new_hand

pyspiel = peer("pyspiel")

OPENSPIEL = PRESETS["openspiel"]
SPIEL = pyspiel.load_game("spades")


def to_spiel(action: Action) -> int:
    if action.kind == "play":
        assert action.card is not None
        return action.card
    assert action.kind == "bid" and action.n is not None, f"no OpenSpiel action for {action}"
    return 52 + action.n


def from_spiel(action: int) -> Action:
    return PLAY_ACTIONS[action] if action < 52 else BID_ACTIONS[action - 52]


def spiel_tricks_taken(state: Any) -> list[int]:
    """The 'Tricks taken' row of OpenSpiel's text picture of a finished hand."""
    lines = str(state).splitlines()
    row = lines[lines.index("Tricks taken:") + 3]
    return [int(x) for x in row.split()]


def both_deals(deck: list[int], prior: list[int]) -> tuple[SpadesState, Any]:
    theirs = SPIEL.new_initial_state()
    for c in deck:  # the i-th chance card goes to player i mod 4: our deal with dealer 3
        theirs.apply_action(c)
    theirs.set_current_scores(prior)
    ours = GAME.deal(OPENSPIEL, 4, 3, deck, SpadesCarry(scores=tuple(prior), bags=tuple(s % 10 for s in prior)))
    assert isinstance(ours, SpadesState)
    return ours, theirs


def differences(seed: int) -> list[str]:
    """Play one random deal through both engines; every disagreement found."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    prior = [rng.randrange(0, 500), rng.randrange(0, 500)]
    ours, theirs = both_deals(deck, prior)
    while not theirs.is_terminal():
        where = f"seed {seed}, step {len(ours.history)}"
        if ours.current_player != theirs.current_player():
            return [f"{where}: to act {ours.current_player} vs {theirs.current_player()}"]
        legal = sorted(theirs.legal_actions())
        mine = sorted(to_spiel(a) for a in ours.legal_actions())
        if mine != legal:
            return [f"{where}: legal {mine} vs OpenSpiel {legal}"]
        action = rng.choice(legal)
        theirs.apply_action(action)
        for event in ours.apply(from_spiel(action)):
            if (event.kind == "trick" and not theirs.is_terminal()
                    and event.seat != theirs.current_player()):
                return [f"{where}: trick won by {event.seat} vs {theirs.current_player()}"]
    if not ours.is_over:
        return [f"seed {seed}: OpenSpiel's hand ended, ours did not"]
    problems = []
    if ours.won != spiel_tricks_taken(theirs):
        problems.append(f"seed {seed}: tricks {ours.won} vs {spiel_tricks_taken(theirs)}")
    deltas = [s - p for s, p in zip(theirs.get_current_scores(), prior)]
    if ours.result().details["side_points"] != deltas:
        problems.append(f"seed {seed}: hand scores {ours.result().details['side_points']} vs "
                        f"{deltas}")
    return problems


def test_random_deals_agree_with_openspiel_at_every_step() -> None:
    problems: list[str] = []
    for seed in range(1200):
        problems += differences(seed)
    assert problems == []


def test_nil_bids_occur_in_the_differential_deals() -> None:
    # The comparison above is only as good as the bids it meets: nil and capped bids must occur.
    nils = capped = 0
    for seed in range(200):
        rng = random.Random(seed)
        deck = list(range(52))
        rng.shuffle(deck)
        ours, _ = both_deals(deck, [0, 0])
        for _ in range(4):
            legal = ours.legal_actions()
            capped += len(legal) < 14
            ours.apply(rng.choice(legal))
        nils += ours.bids.count(0)
    assert nils > 20 and capped > 100


def test_SPA_24_against_openspiel() -> None:
    deck = deck_for(HAND_24, 3, 4)
    for prior, expected in (([0, 0], [165, -40]), ([95, 0], [65, -40])):
        ours, theirs = both_deals(deck, prior)
        line = ["bid 6", "bid 1", "bid 0", "bid 3"] + " ".join(c for _, c, _ in TRICKS_24).split()
        for text in line:
            action = ours.parse_action(text)
            assert to_spiel(action) in theirs.legal_actions()
            theirs.apply_action(to_spiel(action))
            ours.apply(action)
        deltas = [s - p for s, p in zip(theirs.get_current_scores(), prior)]
        assert deltas == expected == ours.result().details["side_points"]
        assert spiel_tricks_taken(theirs) == ours.won == [11, 1, 0, 1]


def spiel_perft(state: Any, depth: int) -> int:
    if depth == 0 or state.is_terminal():
        return 1
    return sum(spiel_perft(state.child(a), depth - 1) for a in state.legal_actions())


def test_perft_agrees_with_openspiel() -> None:
    ours = new_hand(OPENSPIEL, 4, 3, HAND_24)
    theirs = SPIEL.new_initial_state()
    for c in deck_for(HAND_24, 3, 4):
        theirs.apply_action(c)
    assert perft(ours.clone(), 3) == spiel_perft(theirs, 3) == 1470
    for text, action in (("bid 2", 54), ("bid 3", 55), ("bid 0", 52), ("bid 4", 56)):
        ours.apply(text)
        theirs.apply_action(action)
    assert perft(ours, 5) == spiel_perft(theirs, 5)
