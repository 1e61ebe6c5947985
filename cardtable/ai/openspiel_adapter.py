"""Our Spades players against open_spiel's ISMCTS bot, one hand at a time (rules §7).

open_spiel's ``spades`` has no ``resample_from_infostate``, which its ISMCTS bot needs; this
module supplies one (:func:`resample`) from our game's one sampler: the open_spiel history is
replayed through our engine, the acting player's view sampled
(:func:`cardtable.games.spades.sample`: its own cards kept, every card played where it was, the
others dealt at random among the other three players, respecting every void their plays have
shown), and the sampled hands dealt to a new open_spiel state that repeats the history. Our
engine plays the ``openspiel`` preset with the dealer at seat 3, so seat ``i`` is open_spiel
player ``i`` and both engines deal card ``k`` of the same pack to seat ``k mod 4``; card
numbers coincide (card = suit*13 + rank-2 with clubs, diamonds, hearts, spades), and
open_spiel's bid b is its action 52 + b (:func:`to_spiel`, :func:`from_spiel`).

Requires the ``open-spiel`` package; imported only by the strength benchmark and its tests.
"""

from __future__ import annotations

import random
import time
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found]
from open_spiel.python.algorithms import ismcts, mcts  # type: ignore[import-untyped]

from cardtable.ai.player import Player
from cardtable.engine.action import Action
from cardtable.engine.carry import Carry
from cardtable.games.spades import BID_ACTIONS, GAME, PLAY_ACTIONS, PRESETS, SpadesState, sample

OPTIONS = PRESETS["openspiel"]
DEALER = 3


def to_spiel(action: Action) -> int:
    """open_spiel's action for one of ours (a card, or a bid)."""
    if action.kind == "play" and action.card is not None:
        return action.card
    assert action.kind == "bid" and action.n is not None, f"no open_spiel action for {action}"
    return 52 + action.n


def from_spiel(code: int) -> Action:
    return PLAY_ACTIONS[code] if code < 52 else BID_ACTIONS[code - 52]


def our_state(history: list[int]) -> SpadesState:
    """Our hand at the point an open_spiel history (52 chance cards, then moves) describes."""
    state = GAME.deal(OPTIONS, 4, DEALER, history[:52], Carry())
    assert isinstance(state, SpadesState)
    for code in history[52:]:
        state.apply(from_spiel(code))
    return state


def resample(state: Any, player: int, rng: random.Random) -> Any:
    """A state with the same history as seen by ``player``, the hidden cards redealt."""
    history = state.history()
    ours = our_state(history)
    world = sample(OPTIONS, ours.view(player), rng)
    held = list(world.hands)  # the cards each player held at the deal: now, and played since
    for e in ours.log:
        if e.kind == "play":
            held[e.seat] |= 1 << e.cards[0]
    dealt = [[c for c in range(52) if h >> c & 1] for h in held]
    dealt[player] = history[player:52:4]  # the player's own cards in the order it got them
    new = state.get_game().new_initial_state()
    for i in range(52):
        new.apply_action(dealt[i % 4][i // 4])
    for a in history[52:]:
        new.apply_action(a)
    return new


def ismcts_bot(simulations: int, seed: int) -> Any:
    game = pyspiel.load_game("spades")
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
    # Its spades has no information-state string either: key nodes by the observation string
    # (own hand, bids, tricks), and let action sets differ between states sharing a key.
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=simulations,
                           random_state=np.random.RandomState(seed),
                           use_observation_string=True, allow_inconsistent_action_sets=True)
    rng = random.Random(seed)
    bot.set_resampler(lambda state, player: resample(state, player, rng))
    return bot


def play_hand(ours: dict[int, Player], bot: Any, deck: list[int],
              times: list[float] | None = None) -> tuple[int, ...]:
    """One hand; our players on the seats in ``ours``, the bot elsewhere. Our engine's points."""
    state = GAME.deal(OPTIONS, 4, DEALER, deck, Carry())
    spiel = pyspiel.load_game("spades").new_initial_state()
    for c in deck:
        spiel.apply_action(c)
    while not state.is_over:
        seat = state.current_player
        if seat in ours:
            view = state.view(seat)
            t0 = time.perf_counter()
            action = ours[seat].choose(view)
            if times is not None and len(view.legal) > 1:
                times.append(time.perf_counter() - t0)
            code = to_spiel(action)
        else:
            code = bot.step(spiel)
            action = from_spiel(code)
        assert code is not None and code in spiel.legal_actions(), f"{action} not legal there"
        state.apply(action)
        spiel.apply_action(code)
    return state.result().points
