"""Our Spades players against open_spiel's ISMCTS bot, one hand at a time (rules §7).

open_spiel's ``spades`` has no ``resample_from_infostate``, which its ISMCTS bot needs; this
module supplies one (:func:`resample`): it keeps the acting player's own cards and every card
already played where it was, and deals the other unplayed cards at random among the other
three players, respecting the voids their plays have shown. Our engine plays the ``openspiel``
preset with the dealer at seat 3, so seat ``i`` is open_spiel player ``i`` and both engines
deal card ``k`` of the same pack to seat ``k mod 4``; card and bid numbers coincide
(card = suit*13 + rank-2 with clubs, diamonds, hearts, spades; bid b = 52 + b).

Requires the ``open-spiel`` package; imported only by the strength benchmark.
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
from cardtable.games.spades import GAME, PRESETS

OPTIONS = PRESETS["openspiel"]
DEALER = 3


def _suit(c: int) -> int:
    return c // 13


def resample(state: Any, player: int, rng: random.Random) -> Any:
    """A state with the same history as seen by ``player``, the hidden cards redealt."""
    history = state.history()
    deal, rest = history[:52], history[52:]
    owner = {c: i % 4 for i, c in enumerate(deal)}
    plays = [a for a in rest if a < 52]
    played = set(plays)
    voids: list[set[int]] = [set() for _ in range(4)]
    leader = 0
    for t in range(0, len(plays), 4):
        trick = plays[t:t + 4]
        led = _suit(trick[0])
        for k, c in enumerate(trick[1:], 1):
            if _suit(c) != led:
                voids[owner[c]].add(led)
        leader = owner[trick[0]]
    del leader
    hidden = [c for c in deal if owner[c] != player and c not in played]
    need = {p: sum(1 for c in hidden if owner[c] == p) for p in range(4) if p != player}
    for _ in range(50):
        new_owner = _redeal(hidden, need, voids, rng)
        if new_owner is not None:
            break
    else:
        new_owner = {c: owner[c] for c in hidden}
    hands: list[list[int]] = [[] for _ in range(4)]
    for c in deal:
        hands[new_owner.get(c, owner[c])].append(c)
    new = state.get_game().new_initial_state()
    for i in range(52):
        new.apply_action(hands[i % 4][i // 4])
    for a in rest:
        new.apply_action(a)
    return new


def _redeal(hidden: list[int], need: dict[int, int], voids: list[set[int]],
            rng: random.Random) -> dict[int, int] | None:
    left = dict(need)
    order = sorted(hidden, key=lambda c: (sum(_suit(c) not in voids[p] for p in left),
                                          rng.random()))
    out = {}
    for c in order:
        options = [p for p in left if left[p] > 0 and _suit(c) not in voids[p]]
        if not options:
            return None
        p = rng.choice(options)
        out[c] = p
        left[p] -= 1
    return out


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
            code = action.card if action.kind == "play" else 52 + (action.n or 0)
        else:
            code = bot.step(spiel)
            action = Action("play", card=code) if code < 52 else Action("bid", n=code - 52)
        assert code is not None and code in spiel.legal_actions(), f"{action} not legal there"
        state.apply(action)
        spiel.apply_action(code)
    return state.result().points
