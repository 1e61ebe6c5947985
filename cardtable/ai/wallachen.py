"""Wallachen computer players: a play-out policy, declarations weighed on sampled deals, the
determinized search in play, and a rule-based baseline.

Every world is the game's rules core, drawn by the game's one sampler
(:func:`cardtable.games.wallachen.sample`) from the seat's view; the AI never sees more.

* :func:`~cardtable.ai.wallachen_policy.policy_move` plays any phase of a world by rules of
  thumb (the play-outs of the search and of every estimate below, and the easy level), in
  :mod:`cardtable.ai.wallachen_policy` with the discards and contracts by rule.
* :func:`~cardtable.ai.wallachen_deals.declaration_values` (with the sampled worlds, in
  :mod:`cardtable.ai.wallachen_deals`): in each sampled world the seat becomes the declarer, takes the
  Start, lays away two cards by the rule of each kind of contract (trumps kept, the short
  suits emptied; Bettel sheds its high cards, Mord its low ones), and plays out each trump
  suit, Bettel and Mord; each contract level is scored by the game's settlement on that play.
  The mean over worlds is what a contract is worth: the auction bids and holds while the
  level is worth playing (the risk of Bettel and Mord included), the discard and the contract
  take the best, and the first lead (which fixes trumps) is searched like every card.
* Doppeln: a model of what the first packet brings, measured on simulated deals
  (:func:`doppeln_estimate`).
* Kontra and Re: the seat's mean chips over play-outs of sampled deals; worlds are weighted
  by how well each seat's hand fits its bids (``wallachen_deals.auction_weight``) at the
  strong level.
* :class:`WallachenBaseline`: the quick trick estimate for every choice and the policy in play.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardtable.ai.player import slip
from cardtable.ai.search import Budget, Knowledge, SearchPlayer
from cardtable.ai.wallachen_deals import (
    declaration_values,
    estimate_tricks,
    sample_worlds,
    value_at_level,
)
from cardtable.ai.wallachen_policy import (
    RANK,
    contract_move,
    options_of,
    partner_filter,
    policy_card,
    policy_move,
)
from cardtable.cards import SUIT_MASKS, card_list
from cardtable.engine.action import Action
from cardtable.engine.state import View
from cardtable.games.wallachen import (
    BID_BASE,
    BRAND_H,
    BRAND_SUIT,
    DOUBLE,
    HOLD,
    KONTRA,
    NEEDED,
    NINE,
    NO,
    PASS,
    PLAY_PHASE,
    RE,
    Options,
    WallachenCore,
    WallachenView,
    action_of,
    move_of,
    sample,
)

# --- knowledge for the search in play --------------------------------------------------------


class WallachenKnowledge(Knowledge):
    """Worlds from the game's sampler (weighted by the auction when ``weighted``), play-outs
    by the policy, chips won as the utility."""

    def __init__(self, options: Any = None, noise: float = 0.1, weighted: bool = False,
                 candidates: int = 4) -> None:
        self.options = options_of(options)
        self.noise = noise
        self.weighted = weighted
        self.candidates = candidates

    def sample(self, view: View, rng: random.Random) -> WallachenCore:
        assert isinstance(view, WallachenView)
        if not self.weighted:
            return sample_worlds(self.options, view, rng, 1, False)[0][0]
        worlds, weights = sample_worlds(self.options, view, rng, self.candidates, True)
        return rng.choices(worlds, weights)[0]

    def worlds(self, view: WallachenView, rng: random.Random, count: int,
               weighted: bool) -> tuple[list[WallachenCore], list[float]]:
        """The deals the player's declarations and Kontra weigh (:func:`sample_worlds`)."""
        return sample_worlds(self.options, view, rng, count, weighted)

    def move_of(self, action: Action) -> int:
        return move_of(action)

    def utility(self, state: Any, seat: int) -> float:
        return float(state.payoff(seat))

    def rollout_move(self, state: Any, rng: random.Random) -> int:
        self.work += 1
        return policy_move(state, rng, self.noise)

    def solve(self, state: Any, seat: int, moves: tuple[int, ...]) -> list[float] | None:
        rng = random.Random(state.hands[0] ^ (state.hands[1] << 3))
        out = []
        for m in moves:
            x = state.clone()
            x.play(m)
            while not x.is_over:
                x.play(policy_move(x, rng, self.noise))
                self.work += 1
            out.append(float(x.payoff(seat)))
        return out

    def root_actions(self, view: View) -> tuple[Action, ...]:
        """The cards a seat may play, without Kontra (decided apart) and within the
        partnership rule of :func:`partner_filter`."""
        cards = [a for a in view.legal if a.card is not None]
        if not isinstance(view, WallachenView) or len(view.trick) != 2:
            return tuple(cards)
        core = sample(self.options, view, random.Random(0))
        allowed = set(partner_filter(core, [a.card for a in cards if a.card is not None]))
        return tuple(a for a in cards if a.card in allowed)

    def label(self, value: float) -> str:
        return f"{value:+.1f}"


# --- the players ---------------------------------------------------------------------------------

_DOUBLE, _NO, _PASS, _HOLD = action_of(DOUBLE), action_of(NO), action_of(PASS), action_of(HOLD)
_KONTRA, _RE = action_of(KONTRA), action_of(RE)


@dataclass(frozen=True)
class WallachenLevel:
    """What one level may use (see ``LEVEL_SETTINGS``)."""

    budget: Budget  # the search in play
    bid_worlds: int  # deals sampled for the auction (0: bids by the quick trick estimate)
    declare_worlds: int  # deals sampled for the discard and the contract
    kontra_worlds: int  # deals played out for Kontra and Re (0: quick estimate)
    weighted: bool  # worlds weighted by the auction
    doppeln_margin: float  # chips the deal must be expected to bring before the seat doubles
    bid_margin: float  # chips a level must be expected to win before the seat bids it
    kontra_edge: float  # chips a defender must expect to win before Kontra (Re: half)


class WallachenBaseline:
    """The easy level: quick trick estimates for Doppeln, the auction, Kontra and Re, the
    rules' discard and contract, the policy in play; about ``mistakes`` of the Doppeln,
    auction and card decisions go astray."""

    name = "wallachen-baseline"

    def __init__(self, seed: int = 0, options: Any = None, mistakes: float = 0.0) -> None:
        self.options = options_of(options)
        self.seed = seed
        self.mistakes = mistakes

    def choose(self, view: View) -> Action:
        assert isinstance(view, WallachenView)
        if len(view.legal) == 1:
            return view.legal[0]
        astray = slip(self.seed, view, self.mistakes)
        if astray is not None and view.phase in ("doppeln", "auction", "play"):
            # A casual player's slips: a card at random, a Doppler pushed or not at random,
            # in the auction a pass or the lowest bid at random (never a wild jump to Mord).
            if view.phase == "play":
                return astray.choice([a for a in view.legal if a.kind != "kontra"])
            if view.phase == "doppeln":
                return astray.choice(view.legal)
            low = [a for a in view.legal if a.kind in ("pass", "hold")]
            bids = [a for a in view.legal if a.kind.startswith("bid")]
            return astray.choice(low + bids[:1])
        rng = random.Random(self.seed * 7919 + len(view.events))
        return baseline_choice(self.options, view, rng)


def baseline_choice(options: Options, view: WallachenView, rng: random.Random) -> Action:
    """The baseline's decision: quick estimates, the rules' discard and contract, the policy
    on a deal guessed by the sampler."""
    phase = view.phase
    if phase == "doppeln":  # two aces, or an ace and king of a suit, in three cards
        strong = _first_packet_strength(view.hand) >= 0.6 * view.hand.bit_count()
        return _DOUBLE if strong else _NO
    if phase == "auction":
        return _auction_action(view, lambda level: _quick_worth(view.hand, level))
    if phase == "kontra":
        return _NO
    if phase == "re":
        est = max(estimate_tricks(view.hand, t) for t in range(4))
        sure = view.contract <= BRAND_H and est >= NEEDED[view.contract] + 1.5
        return _RE if sure else _NO
    world = sample(options, view, rng)
    return action_of(policy_move(world, rng))


def _first_packet_strength(hand: int) -> float:
    """Aces 1, kings 0.5, a second card of a suit with an honour 0.3."""
    score = 0.0
    for s in range(4):
        cards = hand & SUIT_MASKS[s]
        if cards >> (13 * s + 12) & 1:
            score += 1.0
        if cards >> (13 * s + 11) & 1:
            score += 0.5
        if cards.bit_count() >= 2 and cards & ~((1 << (13 * s + 10)) - 1):
            score += 0.3
    return score


def _quick_worth(hand: int, level: int) -> float:
    """Tricks to spare at ``level`` by the quick estimate (Bettel and Mord: never by it)."""
    if level <= NINE:
        return max(estimate_tricks(hand, t) for t in range(4)) - NEEDED[level]
    if level <= BRAND_H:
        return estimate_tricks(hand, BRAND_SUIT[level]) - NEEDED[level]
    return -99.0


def _auction_action(view: WallachenView, worth: Any) -> Action:
    """Bid, hold or pass as ``worth(level)`` (> 0: worth playing at that level) says."""
    legal = view.legal
    if _HOLD in legal:
        return _HOLD if worth(view.bid_pending) > 0 else _PASS
    bids = [a for a in legal if a.kind.startswith("bid")]
    best, best_value = _PASS, 0.0
    for a in bids:
        level = move_of(a) - BID_BASE
        value = worth(level)
        if value > best_value:
            best, best_value = a, value
            break  # the lowest bid worth making: no need to jump higher than the others
    return best


class WallachenSearchPlayer:
    """The normal and strong levels: declarations and Kontra from sampled deals, the
    determinized search in play."""

    def __init__(self, seed: int, options: Any, level: WallachenLevel, name: str) -> None:
        self.options = options_of(options)
        self.level = level
        self.knowledge = WallachenKnowledge(self.options, weighted=level.weighted)
        self.search = SearchPlayer(self.knowledge, level.budget, seed, name)
        self.seed = seed
        self.name = name

    def choose(self, view: View) -> Action:
        assert isinstance(view, WallachenView)
        if len(view.legal) == 1:
            return view.legal[0]
        rated = self._rate(view)
        if rated is not None:
            return max(rated, key=lambda r: r[1])[0]
        return self.search.choose(view)

    def evaluate(self, view: View) -> list[tuple[Action, float, str]]:
        """Every rated action with its estimate (chips for the seat) and a label."""
        assert isinstance(view, WallachenView)
        rated = self._rate(view)
        if rated is not None:
            return [(a, v, f"{v:+.1f}") for a, v in rated]
        return self.search.evaluate(view)

    def _rate(self, view: WallachenView) -> list[tuple[Action, float]] | None:
        """The value of each choice outside card play (None: the search decides)."""
        phase = view.phase
        rng = self.search.rng_for(view)
        if phase == "doppeln":
            position = (view.seat - view.forehand) % 3
            value = doppeln_estimate(view.hand, position, self.options.deal_pattern)
            value -= self.level.doppeln_margin
            return [(_DOUBLE, 2 * value), (_NO, value)]
        if phase == "auction":
            return self._rate_auction(view, rng)
        if phase in ("discard", "contract"):
            return self._rate_declaration(view, rng)
        if phase in ("kontra", "re") or _KONTRA in view.legal:
            rated = self._rate_kontra(view, rng)
            if phase == "play" and rated[0][1] <= rated[1][1]:
                return None  # no Kontra: the search picks the card
            return rated
        return None

    def _declarer_worlds(self, view: WallachenView, rng: random.Random, level: int,
                         count: int) -> tuple[list[WallachenCore], list[float]]:
        worlds, weights = self.knowledge.worlds(view, rng, count, self.level.weighted)
        if view.phase in ("doppeln", "auction"):
            for w in worlds:
                w.end_auction(view.seat, level)
        return worlds, weights

    def _rate_auction(self, view: WallachenView,
                      rng: random.Random) -> list[tuple[Action, float]]:
        lowest = min((move_of(a) - BID_BASE for a in view.legal if a.kind.startswith("bid")),
                     default=view.bid_pending)
        if view.bid_pending >= 0:
            lowest = view.bid_pending
        if not self.level.bid_worlds:  # by the quick estimate, tricks to spare per level
            return [(a, 0.0 if a == _PASS else _quick_worth(
                view.hand, view.bid_pending if a == _HOLD else move_of(a) - BID_BASE))
                for a in view.legal]
        worlds, weights = self._declarer_worlds(view, rng, lowest, self.level.bid_worlds)
        decls = declaration_values(worlds, view.seat, rng, weights)
        margin = self.level.bid_margin
        out: list[tuple[Action, float]] = []
        for a in view.legal:
            if a == _PASS:
                out.append((a, 0.0))
            elif a == _HOLD:
                out.append((a, value_at_level(decls, view.bid_pending) - margin))
            else:
                level = move_of(a) - BID_BASE
                # a higher bid than needed wins nothing and risks more: a small cost per step
                out.append((a, value_at_level(decls, level) - margin - 0.01 * (level - lowest)))
        return out

    def _rate_declaration(self, view: WallachenView,
                          rng: random.Random) -> list[tuple[Action, float]]:
        worlds, weights = self._declarer_worlds(view, rng, view.winning_bid,
                                                self.level.declare_worlds)
        decls = declaration_values(worlds, view.seat, rng, weights)
        out: list[tuple[Action, float]] = []
        seen: set[Action] = set()
        for d in decls:
            if view.phase == "discard":
                action = action_of(d.discard)
            else:
                action = action_of(contract_move(worlds[0], d.family, d.level))
            if action in view.legal and action not in seen:
                seen.add(action)
                out.append((action, d.value))
        if not out:  # nothing valued is legal (cannot happen in a sound deal)
            return [(view.legal[0], 0.0)]
        return out

    def _rate_kontra(self, view: WallachenView,
                     rng: random.Random) -> list[tuple[Action, float]]:
        """Kontra (or Re) against declining: the seat's mean chips over play-outs, doubled."""
        n = max(6, self.level.kontra_worlds)
        worlds, weights = self.knowledge.worlds(view, rng, n, self.level.weighted)
        total = sum(weights) or 1.0
        value = 0.0
        for w, wt in zip(worlds, weights):
            x = w.clone()
            while not x.is_over:
                if x.phase == PLAY_PHASE:
                    x.play(policy_card(x, rng, 0.0))
                else:
                    x.play(NO)
            value += wt * x.payoff(view.seat)
        value /= total
        yes = _RE if view.phase == "re" else _KONTRA
        # Doubling doubles the stake; the declarer may answer a Kontra with Re, so a
        # defender wants a clear edge before he says it.
        edge = view.multiplier * (self.level.kontra_edge if yes == _KONTRA
                                  else self.level.kontra_edge / 2)
        return [(yes, 2 * value - edge), (_NO, value)]


# The Doppeln model: the chips a seat may expect from a deal (at the stake of one, nobody
# doubling) as a linear function of its first packet, fitted by least squares on 12,000 seats
# of simulated deals per pattern (``benchmarks/wallachen_doppeln_fit.py --pattern P``: 4,000
# deals of baseline players). Features: aces, kings, obers, unters, suits with ace and king,
# the longest suit, and the seat (forehand, middlehand). Correlation with the outcome 0.23 to
# 0.26; doubling when the model is positive wins 0.84 (3-4-3) to 0.99 (5-5) chips a decision.
# Estimating from sampled deals through the quick trick estimate was tried first: it
# correlated -0.09 with the outcome (400 deals).
_DOPPELN_MODEL = {  # pattern: (constant, aces, kings, obers, unters, AK, longest, FH, MH)
    "3-4-3": (-4.36, 3.32, 2.29, 0.80, 0.56, 1.57, 0.69, 1.39, 0.35),
    "5-5": (-7.61, 2.89, 2.01, 1.11, 0.32, 0.48, 1.35, 1.15, 0.05),
    "4-4-2": (-6.16, 3.11, 2.07, 1.01, 0.46, 1.05, 1.14, 1.24, 0.14),
}


def doppeln_estimate(hand: int, position: int, pattern: str) -> float:
    """The chips a seat may expect from the deal with this first packet (``position`` 0 for
    forehand, 1 middlehand, 2 the dealer): positive means pushing the Doppler pays."""
    k = _DOPPELN_MODEL[pattern]
    ranks = [RANK[c] for c in card_list(hand)]
    ak = sum(1 for s in range(4) if hand >> (13 * s + 12) & 1 and hand >> (13 * s + 11) & 1)
    longest = max((hand & SUIT_MASKS[s]).bit_count() for s in range(4))
    return (k[0] + k[1] * ranks.count(12) + k[2] * ranks.count(11) + k[3] * ranks.count(10)
            + k[4] * ranks.count(9) + k[5] * ak + k[6] * longest
            + (k[7] if position == 0 else k[8] if position == 1 else 0.0))


# The levels. The search budgets are in rollouts (work), so a decision is the same on any
# machine; ``ms`` is only a safety cap. Like the Spades levels they differ in what they know,
# not only in budget (a third of strong's worlds with strong's knowledge held it nearly
# level: docs/ai-tuning.md, "Wallachen").
# * easy: the baseline (quick estimates, the rules' discard and contract, the policy), one
#   Doppeln, auction or card decision in five astray;
# * normal: bids by the quick trick estimate, lays away and declares from 8 sampled deals,
#   Kontra from 8 play-outs, 12 worlds in play;
# * strong: bids, declares and says Kontra from 20 sampled deals weighted by the auction,
#   40 worlds in play.
EASY_MISTAKES = 0.2
LEVEL_SETTINGS = {
    "normal": WallachenLevel(Budget(worlds=12, work=4_000, ms=900.0), bid_worlds=0,
                             declare_worlds=8, kontra_worlds=8, weighted=False,
                             doppeln_margin=0.0, bid_margin=0.5, kontra_edge=3.0),
    "strong": WallachenLevel(Budget(worlds=40, work=14_000, ms=900.0), bid_worlds=20,
                             declare_worlds=20, kontra_worlds=20, weighted=True,
                             doppeln_margin=0.0, bid_margin=0.5, kontra_edge=3.0),
}


def make_wallachen_player(level: str, seed: int, options: Any = None) -> Any:
    if level == "easy":
        return WallachenBaseline(seed, options, EASY_MISTAKES)
    return WallachenSearchPlayer(seed, options, LEVEL_SETTINGS[level], f"wallachen-{level}")


__all__ = [
    "LEVEL_SETTINGS",
    "WallachenBaseline",
    "WallachenKnowledge",
    "WallachenSearchPlayer",
    "declaration_values",
    "doppeln_estimate",
    "estimate_tricks",
    "make_wallachen_player",
    "partner_filter",
    "policy_move",
]
