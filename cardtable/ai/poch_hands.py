"""Poch: how strong a hand is, and a model of how a seat bets on it.

:class:`KeyTable` tells how often a hand of a given showdown key is beaten; :class:`BetModel`
is how a seat bets on its own chance (the model of the others in the betting, and of oneself
later in the round). The players are in :mod:`cardtable.ai.poch`.
"""

from __future__ import annotations

import bisect
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.cards import PACK_32, card_list
from cardtable.games.poch import (
    HOLD,
    OPEN_BASE,
    PASS,
    POOL,
    PRESETS,
    RAISE_BASE,
    Options,
    PochCore,
    PochRules,
    hand_key,
)


def options_or_default(options: Any) -> Options:
    if isinstance(options, Options):
        return options
    return PRESETS["seed"]


# --- how strong a hand is ----------------------------------------------------------------------


class KeyTable:
    """The showdown keys of random hands of one size: how often a hand is beaten.

    ``beats_set(key)`` is the chance that a hand with ``key`` beats a random hand holding a
    Kunststück (what an opponent who bets must have under ``require_kunststueck``);
    ``beats_any(key)`` beats any random hand; ``p_set`` is the chance that a hand has a set.
    Made once per hand size from 20,000 hands dealt by a fixed generator.
    """

    def __init__(self, size: int) -> None:
        rng = random.Random(7_000 + size)
        pack = card_list(PACK_32)
        keys = []
        for _ in range(20_000):
            hand = sum(1 << c for c in rng.sample(pack, size))
            keys.append(hand_key(hand, rng.randrange(4)))
        self.all = sorted(keys)
        self.sets = [k for k in self.all if k >> 20]
        self.p_set = len(self.sets) / len(self.all)

    def beats_set(self, key: int) -> float:
        return bisect.bisect_left(self.sets, key) / len(self.sets)

    def beats_any(self, key: int) -> float:
        return bisect.bisect_left(self.all, key) / len(self.all)


_TABLES: dict[int, KeyTable] = {}


def key_table(rules: PochRules) -> KeyTable:
    """The table for the hands of these rules (the whole pack: the mean hand size)."""
    size = rules.hand_size or round((31 if rules.talon_turn else 32) / rules.n)
    table = _TABLES.get(size)
    if table is None:
        table = _TABLES[size] = KeyTable(size)
    return table


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


# --- a model of how a table bets ------------------------------------------------------------------


@dataclass(frozen=True)
class BetModel:
    """How a seat bets on its own hand (the model of the others, and of oneself later on).

    A seat estimates its chance ``win`` to hold the best hand among those still in: against
    each seat that has bet, the chance of beating a set; against each seat still to speak,
    the chance that it has no set that beats ours. It opens when ``win`` passes ``open_at``
    (more with a better chance), stays when the pot odds pay for the call, raises when
    ``win`` passes ``raise_at``; ``spread`` softens every threshold, so every action keeps
    some chance (a seat's bets then weight the worlds smoothly).
    """

    open_at: float = 0.5
    raise_at: float = 0.75
    spread: float = 0.08
    call_spread: float = 1.5  # counters
    wild: float = 0.0  # the share of moves made at random (players who bet by whim)
    start: float = 0.0  # what winning the betting is worth beyond the pool (the start)
    # How much the amount of an open or a raise is read (0: only its kind; 1: the amount as
    # the model bets it, softly): a sound player's amount grows with its chance.
    amounts: float = 0.0
    amount_spread: float = 0.6  # how far (in counters) an open's amount strays from the model's

    def win_chance(self, core: PochCore, seat: int, table: KeyTable) -> float:
        key = hand_key(core.dealt[seat], core.trump)
        rules = core.rules
        if rules.require and not key >> 20:
            return 0.0
        vs_set = table.beats_set(key)
        vs_any = table.beats_any(key)
        unknown = 1.0 - table.p_set * (1.0 - vs_set) if rules.require else vs_any
        win = 1.0
        for s in rules.after[seat]:
            if core.folded >> s & 1:
                continue
            win *= vs_set if core.bettors >> s & 1 else unknown
        return win

    def probs(self, core: PochCore, seat: int, table: KeyTable) -> list[tuple[int, float]]:
        """The model's chance of each legal move of ``seat`` (on turn in Pochen)."""
        moves = core.moves()
        if len(moves) == 1:
            return [(moves[0], 1.0)]
        sure = self.probs_at(self.win_chance(core, seat, table), core, seat, moves)
        if not self.wild:
            return sure
        chance = dict.fromkeys(moves, self.wild / len(moves))
        for move, p in sure:
            chance[move] += (1.0 - self.wild) * p
        return list(chance.items())

    def probs_at(self, win: float, core: PochCore, seat: int,
                 moves: list[int]) -> list[tuple[int, float]]:
        """The model's chance of each of ``moves`` (legal, more than one) for a seat whose
        chance to hold the best hand is ``win``."""
        rules = core.rules
        if not core.level:
            go = _sigmoid((win - self.open_at) / self.spread)
            reach = min(1.0, max(0.0, (win - self.open_at) / (1.0 - self.open_at)))
            amount = 1 + round((rules.max_open - 1) * reach)
            return [(PASS, 1.0 - go), (OPEN_BASE + amount, go)]
        call = core.level - core.contrib[seat]
        pot = core.comp[POOL]
        stay = _sigmoid((win * (pot + call + self.start) - call) / self.call_spread)
        raise_moves = [m for m in moves if m > RAISE_BASE]
        if not raise_moves:
            return [(PASS, 1.0 - stay), (HOLD, stay)]
        up = _sigmoid((win - self.raise_at) / self.spread)
        step = raise_moves[-1] if win > (1.0 + self.raise_at) / 2 else raise_moves[0]
        return [(PASS, 1.0 - stay), (HOLD, stay * (1.0 - up)), (step, stay * up)]

    def likely(self, core: PochCore, seat: int, table: KeyTable) -> int:
        """The model's most likely move."""
        return max(self.probs(core, seat, table), key=lambda mp: mp[1])[0]

    def draw(self, core: PochCore, seat: int, table: KeyTable, rng: random.Random) -> int:
        x = rng.random()
        probs = self.probs(core, seat, table)
        for move, p in probs:
            x -= p
            if x < 0:
                return move
        return probs[-1][0]

    def chances_at(self, core: PochCore, seat: int, move: int, table: KeyTable,
                   wilds: Sequence[float]) -> list[float]:
        """The chance that ``seat`` makes a move of ``move``'s kind, for a seat that moves at
        random ``w`` of the time, for each ``w`` of ``wilds`` (the rest by this model).
        By kind, as :meth:`chance_of`: the amount a sound player bets varies with how it
        judges its hand, which this model only approximates."""
        moves = core.moves()
        if len(moves) == 1:
            return [1.0] * len(wilds)
        kind = _kind(move)
        sure = self.probs_at(self.win_chance(core, seat, table), core, seat, moves)
        p_sure = sum(p for m, p in sure if _kind(m) == kind)
        p_wild = sum(1 for m in moves if _kind(m) == kind) / len(moves)
        return [w * p_wild + (1.0 - w) * p_sure for w in wilds]

    def chance_of(self, core: PochCore, seat: int, move: int, table: KeyTable) -> float:
        """The model's chance that ``seat`` makes ``move``: raises and opens by their kind
        (amounts are what a mixing player disguises), their amount read by ``amounts``."""
        kind = _kind(move)
        probs = self.probs(core, seat, table)
        p_kind = sum(p for m, p in probs if _kind(m) == kind)
        if not self.amounts or kind not in (OPEN_BASE, RAISE_BASE):
            return p_kind
        moves = core.moves()
        same = [m for m in moves if _kind(m) == kind]
        if len(same) < 2:
            return p_kind
        # the sound part of the kind's chance bets the amount as read, the whim part any
        whim = self.wild * len(same) / len(moves)
        share = self.amount_share(core, seat, move, same, table)
        return (whim / len(same) + (p_kind - whim)
                * ((1.0 - self.amounts) / len(same) + self.amounts * share))

    def amount_share(self, core: PochCore, seat: int, move: int, same: list[int],
                     table: KeyTable) -> float:
        """The chance of ``move``'s amount among ``same`` (the legal amounts of its kind) for
        a seat that bets this kind: softly around the amount :meth:`probs_at` bets."""
        win = self.win_chance(core, seat, table)
        if move < RAISE_BASE:  # open: the amount grows with the chance above ``open_at``
            reach = min(1.0, max(0.0, (win - self.open_at) / (1.0 - self.open_at)))
            x = 1 + (core.rules.max_open - 1) * reach
            spread = 2.0 * self.amount_spread ** 2
            weights = [math.exp(-((m - OPEN_BASE) - x) ** 2 / spread) for m in same]
            return weights[same.index(move)] / sum(weights)
        top = _sigmoid((win - (1.0 + self.raise_at) / 2) / self.spread)
        if move == same[-1]:
            return top
        return (1.0 - top) if move == same[0] else 0.0


def _kind(move: int) -> int:
    return RAISE_BASE if move > RAISE_BASE else min(move, OPEN_BASE)


__all__ = ["BetModel", "KeyTable", "key_table", "options_or_default"]
