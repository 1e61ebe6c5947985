"""Schnapsen knowledge for the search, and a rule-based baseline player.

* Worlds are the game's own rules core (:class:`~cardtable.games.schnapsen.SchnapsenCore`),
  dealt by the game's one sampler (:class:`~cardtable.games.schnapsen.HiddenCards`): the
  cards a seat cannot see, uniformly among the deals consistent with its view. The sampler
  works out what a view tells once per decision and deals every world of it from that.
* :class:`SchnapsenKnowledge` scores the root actions in each world: by exact alpha-beta on
  game points (:mod:`cardtable.ai.schnapsen_solver`) once the world is in strict play (talon
  closed or exhausted) or the talon is small (two cards, at "strong"), otherwise by a
  playout of the heuristic policy to the end of the deal; closing is always judged by
  solving the closed world exactly. Closing, exchanging and announcing are root actions like
  any card, so the search decides them too. Claims (manual mode) are decided without search:
  claiming with 66 is always right and claiming without it always wrong (rules §2.7); inside
  the worlds of a manual-claim deal the solver weighs claims like any move.
* :class:`SchnapsenBaseline` plays by rules of thumb (the "easy" level).

The policy asks the core what the rules allow (:meth:`~SchnapsenCore.follow_cards`,
:meth:`~SchnapsenCore.can_exchange`, :meth:`~SchnapsenCore.marriage_queens`); what it adds
is judgement: which card to lead or follow with.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.ai.player import slip
from cardtable.ai.schnapsen_solver import Solver
from cardtable.ai.search import Budget, Knowledge
from cardtable.cards import SUIT_MASKS, card, card_list
from cardtable.engine.action import Action
from cardtable.engine.state import View
from cardtable.games.schnapsen import (
    CLAIM,
    CLOSE,
    DECLINE,
    EXCHANGE,
    HIGHER,
    KINGS,
    MARRY,
    POINTS,
    PRESETS,
    QUEENS,
    STRENGTH,
    HiddenCards,
    SchnapsenCore,
    action_of,
    move_of,
)

CLAIM_ACTION = action_of(CLAIM)
DECLINE_ACTION = action_of(DECLINE)


# --- the heuristic policy (rollouts and the baseline) ---------------------------------------


def _cheapest(cards: list[int], trump: int) -> int:
    return min(cards, key=lambda c: (c // 13 == trump, POINTS[c], STRENGTH[c]))


def _beats(c: int, led: int, trump: int) -> bool:
    if c // 13 == led // 13:
        return STRENGTH[c] > STRENGTH[led]
    return c // 13 == trump


def _cheapest_of(cs: int, trump: int) -> int:
    return min(card_list(cs), key=lambda c: (c // 13 == trump, POINTS[c], STRENGTH[c]))


def _claim_or_decline(w: SchnapsenCore) -> int | None:
    """Manual claims in a world: claim with 66, decline a last claim without it (the rule
    the players decide claims by, see :meth:`SchnapsenKnowledge.shortcut`)."""
    moves = w.moves()
    if CLAIM in moves and w.score(w.to_move) >= 66:
        return CLAIM
    return DECLINE if DECLINE in moves else None


def policy_move(w: SchnapsenCore, rng: random.Random | None, noise: float = 0.0) -> int:
    """:func:`policy_move_reference` computed on bitmasks (the playouts' hot path).

    With ``noise`` a uniformly random legal move that often.
    """
    if rng is not None and noise and rng.random() < noise:
        return rng.choice(w.moves())
    p, r = w.to_move, w.rules
    hand, trump = w.hands[p], r.trump
    if w.lead >= 0:
        return _follow_fast(w, w.follow_cards(), trump)
    if not r.auto_claim:
        claim = _claim_or_decline(w)
        if claim is not None:
            return claim
    if w.married >= 0:
        return KINGS[w.married] if r.king_only else QUEENS[w.married]
    if w.can_exchange():
        return EXCHANGE
    pairs = w.marriage_queens()
    if pairs:
        suits = [q // 13 for q in card_list(pairs)]
        return MARRY + (trump if trump in suits else suits[0])
    if not w.talon_open:
        trumps = hand & SUIT_MASKS[trump]
        for rank in (14, 10):  # cash the top trumps, then aces
            c = card(trump, rank)
            if trumps >> c & 1:
                return c
        aces = [c for c in card_list(hand) if STRENGTH[c] == 5]
        if aces:
            return aces[0]
    return _cheapest_of(hand, trump)


def _follow_fast(w: SchnapsenCore, legal: int, trump: int) -> int:
    led = w.lead
    same = legal & HIGHER[led]
    if same:
        return max(card_list(same), key=lambda c: POINTS[c])
    ruffs = legal & SUIT_MASKS[trump] if led // 13 != trump else 0
    if ruffs and (POINTS[led] >= 10 or not w.talon_open):
        return min(card_list(ruffs), key=lambda c: (STRENGTH[c], POINTS[c]))
    return _cheapest_of((legal & ~ruffs) or legal, trump)


def policy_move_reference(w: SchnapsenCore, rng: random.Random | None,
                          noise: float = 0.0) -> int:
    """A sensible move by rules of thumb; with ``noise`` a random one that often."""
    moves = w.moves()
    if len(moves) == 1:
        return moves[0]
    if rng is not None and noise and rng.random() < noise:
        return rng.choice(moves)
    trump = w.rules.trump
    if w.lead >= 0:
        return _follow_move(w, moves, trump)
    if CLAIM in moves and w.score(w.to_move) >= 66:
        return CLAIM
    if DECLINE in moves:
        return DECLINE
    if EXCHANGE in moves:
        return EXCHANGE
    marriages = [m for m in moves if m >= MARRY]
    if marriages:
        return max(marriages, key=lambda m: m - MARRY == trump)
    cards = [m for m in moves if m < 52]
    if w.married >= 0:
        return cards[0]
    if not w.talon_open:
        # Strict play: cash a sure winner (a top card the opponent cannot beat), else duck.
        high = [c for c in cards if c // 13 == trump and STRENGTH[c] >= 4]
        if high:
            return max(high, key=lambda c: STRENGTH[c])
        aces = [c for c in cards if STRENGTH[c] == 5]
        if aces:
            return aces[0]
    return _cheapest(cards, trump)


def _follow_move(w: SchnapsenCore, moves: list[int], trump: int) -> int:
    led = w.lead
    winners = [c for c in moves if _beats(c, led, trump)]
    same_suit = [c for c in winners if c // 13 == led // 13]
    if same_suit:  # winning in the led suit costs no trump
        return max(same_suit, key=lambda c: POINTS[c])
    if winners and (POINTS[led] >= 10 or not w.talon_open):
        return min(winners, key=lambda c: (STRENGTH[c], POINTS[c]))
    losers = [c for c in moves if c not in winners] or moves
    return _cheapest(losers, trump)


# --- knowledge ---------------------------------------------------------------------------------


class SchnapsenKnowledge(Knowledge):
    """Sampler, exact solver and playout policy for Schnapsen worlds.

    ``exact_talon``: solve exactly once the talon holds at most this many cards (0: only in
    strict play). ``leaf``: "solve" hands a playout over to the exact solver when the talon
    runs out, "rollout" plays the policy to the end. ``noise``: random moves in playouts.
    ``exact``: False never uses the solver (playouts everywhere: the "normal" level).
    """

    def __init__(self, options: Any = None, exact_talon: int = 2, leaf: str = "solve",
                 noise: float = 0.1, exact: bool = True, close_margin: float = 0.0) -> None:
        self.options = PRESETS["traditional"] if options is None else options
        self.close_margin = close_margin
        self.exact_talon = exact_talon
        self.exact = exact
        self.leaf = leaf
        self.noise = noise
        self._hidden: HiddenCards | None = None  # what the view of this decision tells
        self.solver = Solver()
        self.policy = policy_move  # the playouts' policy

    def sample(self, view: View, rng: random.Random) -> SchnapsenCore:
        if self._hidden is None or self._hidden.view is not view:
            self._hidden = HiddenCards(self.options, view)
        return self._hidden.sample(rng)

    def utility(self, state: Any, seat: int) -> float:
        return float(state.value(seat))

    def move_of(self, action: Action) -> int:
        return move_of(action)

    def rollout_move(self, state: Any, rng: random.Random) -> int:
        return policy_move(state, rng, self.noise)

    def shortcut(self, view: View) -> Action | None:
        legal = view.legal
        if CLAIM_ACTION in legal:
            if view.score >= 66:  # type: ignore[attr-defined]
                return CLAIM_ACTION
            if DECLINE_ACTION in legal:
                return DECLINE_ACTION
        return None

    def root_actions(self, view: View) -> tuple[Action, ...]:
        return tuple(a for a in view.legal if a not in (CLAIM_ACTION, DECLINE_ACTION))

    def solve(self, state: Any, seat: int, root: tuple[int, ...]) -> list[float] | None:
        w: SchnapsenCore = state
        moves = list(root)
        if len(self.solver.table) > 200_000:
            self.solver.table.clear()
        nodes = self.solver.nodes
        try:
            if self.exact and (not w.talon_open or len(w.talon) <= self.exact_talon):
                values = self.solver.root_values(w, seat, moves)
            else:
                rng = random.Random(hash(w.talon) & 0xFFFF)
                values = [self._playout(w, m, seat, rng) for m in moves]
            if self.close_margin and CLOSE in moves:
                values[moves.index(CLOSE)] -= self.close_margin
            return values
        finally:
            self.work += self.solver.nodes - nodes

    def _playout(self, w: SchnapsenCore, move: int, seat: int, rng: random.Random) -> float:
        x = w.clone()
        x.play(move)
        if move == CLOSE and self.exact:
            # A closed world is open cards and strict play: solve it exactly, a policy
            # playout judges closing far too roughly (and it is a decision worth 2-3 points).
            v = self.solver.search(x, -1000.0, 1000.0, None)
            return v if x.to_move == seat else -v
        while not x.is_over:
            if self.leaf == "solve" and (not x.talon_open or len(x.talon) <= self.exact_talon) \
                    and x.lead < 0:
                v = self.solver.search(x, -1000.0, 1000.0, None)
                return v if x.to_move == seat else -v
            x.play(self.policy(x, rng, self.noise))
            self.work += 1
        return self.utility(x, seat)


# --- players -----------------------------------------------------------------------------------


class SchnapsenBaseline:
    """Rules of thumb only: exchange, announce, lead cheap, take high cards cheaply, claim 66.

    ``mistakes``: how often a decision (one with a real choice) is a legal action at random
    instead, as a casual player's would be: the "easy" level makes one in five. Claims are
    never random. The random draw depends on the seed and the view only, like the search's.
    """

    name = "schnapsen-baseline"

    def __init__(self, seed: int = 0, options: Any = None, mistakes: float = 0.0) -> None:
        self.seed = seed
        self.mistakes = mistakes
        self.knowledge = SchnapsenKnowledge(options)

    def choose(self, view: View) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        quick = self.knowledge.shortcut(view)
        if quick is not None:
            return quick
        astray = slip(self.seed, view, self.mistakes)
        if astray is not None:
            return astray.choice(self.knowledge.root_actions(view))
        # The policy only reads the seat's own cards and public facts, so any world will do;
        # the hidden cards are dealt by a fixed generator to keep the baseline deterministic.
        w = self.knowledge.sample(view, random.Random(self.seed))
        action = action_of(policy_move(w, None))
        return action if action in view.legal else view.legal[0]


# Work units are solver nodes and playout moves, about 5 µs each on the reference machine.
# The levels are spaced so that each beats the one below about 60-65 % of the deals, strong
# about 90 % of random play (``benchmarks/ai_strength.py --only schnapsen-levels``); how these
# budgets were chosen: docs/ai-tuning.md, "Schnapsen".
LEVEL_BUDGETS = {
    "normal": Budget(worlds=8, work=8_000, ms=950.0),
    "strong": Budget(worlds=800, work=50_000, ms=950.0),
}
# Strong playouts follow the policy without random moves (measured: docs/ai-tuning.md).
LEVEL_NOISE = {"normal": 0.3, "strong": 0.0}
EASY_MISTAKES = 0.2
# Solving a closed world with every card open flatters closing (the closer would know where
# every card lies): strong asks a closing to be worth 0.3 game points more than playing on
# (measured: docs/ai-tuning.md).
STRONG_CLOSE_MARGIN = 0.3


__all__ = [
    "SchnapsenBaseline",
    "SchnapsenKnowledge",
    "policy_move",
    "policy_move_reference",
]
