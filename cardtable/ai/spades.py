"""Spades knowledge for the search, bidding from sampled deals, and a rule-based baseline.

The search plays on the game's rules core (:class:`~cardtable.games.spades.SpadesCore`); the
rules are the game's, never repeated here.

* Deals of the cards a seat cannot see come from the game's one sampler
  (:class:`~cardtable.games.spades.SpadesSampler`: hand sizes, voids shown, cards passed in a
  blind-nil exchange, the 2-player discards). The bids shape the deal too, which is knowledge,
  not a rule: several candidate deals are drawn and one is kept with probability proportional
  to how well each opponent's bid fits the trick estimate of its hand
  (sampling-importance-resampling, :func:`sample_weighted`).
* Bidding from sampled deals (:func:`bid_values`): in each sampled deal the hand is played out
  by the playout policy, and every candidate bid is scored by the rules' own scoring on the
  tricks taken; the bid with the best mean wins (nil is played out separately, trying to lose).
* Play: the determinized search of :mod:`cardtable.ai.search` over sampled deals, with two
  partnership rules enforced on its root moves (and in every playout): never over-trump or
  overtake a partner who is winning the trick when another card will do, and always overtake
  a partner who bid nil and is winning the trick (:func:`partner_filter`).
* The strong level's playouts cash the cards nobody left can beat before leading low, the top
  spades first (``policy_card``'s ``cash``), where each plays for himself.
* :class:`SpadesBaseline`: the estimate bidder (high cards, spade length, jokers, short side
  suits) and the playout policy without search (the "easy" level).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from cardtable.ai.player import slip
from cardtable.ai.search import Budget, Knowledge, SearchPlayer, determinized_values
from cardtable.cards import BIG_JOKER, LITTLE_JOKER, SUIT_MASKS, CardSet, card_list
from cardtable.engine.action import Action
from cardtable.engine.state import View
from cardtable.games.spades import (
    BID,
    FOLLOWS,
    PLAY_ACTIONS,
    PRESETS,
    SPADE_SUIT,
    Options,
    SpadesCore,
    SpadesSampler,
    move_of,
)

LOOK = Action("look")
KEEP, REJECT = Action("keep"), Action("reject")


def options_or_default(options: Any) -> Options:
    if options is not None:
        assert isinstance(options, Options)
        return options
    return PRESETS["seed"]


def _rank_in_suit(c: int) -> int:
    """Higher is stronger; jokers above the ace of spades."""
    return c - 39 + 13 if c >= 52 else c % 13


# --- estimating tricks (the baseline bidder, and the weights of sampled deals) --------------


def estimate_tricks(hand: int, num_seats: int = 4, jokers: bool = True) -> float:
    """Tricks a hand should take: sure spades and side honours, spade length, short suits."""
    spades = hand & SPADE_SUIT
    length = spades.bit_count()
    est, counted = 0.0, 0
    for i, c in enumerate(sorted(card_list(spades), reverse=True)):
        # ``missing``: spades above this one held by others. A top spade wins; one with a
        # single card missing above it wins if guarded (K-x, or Q-x-x behind A).
        higher = 53 - c if c >= 52 else 12 - c % 13 + (2 if jokers else 0)
        missing = higher - i
        if missing <= 0:
            est += 1.0
            counted += 1
        elif missing == 1 and length > higher:
            est += 0.6
            counted += 1
        elif missing == 2 and length > higher + 1:  # long and strong: the jokers fall
            est += 0.35
            counted += 1
    est += max(0, length - max(counted, 3)) * 0.9  # long spades become trumps
    spare = max(0, length - counted - 1)
    crowd = 4 / max(num_seats, 2)  # more players: side honours are beaten more often
    for s in range(3):
        suit = hand & SUIT_MASKS[s]
        n = suit.bit_count()
        ace, king, queen = 12, 11, 10
        if suit >> (13 * s + ace) & 1:
            est += 0.95 if n <= 5 else 0.7
        if suit >> (13 * s + king) & 1 and n >= 2:
            est += 0.75 * crowd if n <= 5 else 0.4
        if suit >> (13 * s + queen) & 1 and n >= 3 and suit >> (13 * s + king) & 1:
            est += 0.3
        if n <= 1 and spare:  # a void or singleton lets spare spades ruff
            ruffs = min(spare, 2 - n)
            est += 0.7 * ruffs
            spare -= ruffs
    return est


def baseline_bid(view: Any, jokers: bool = True) -> Action:
    """The baseline's bid: the rounded estimate among the legal bids; nil for a hopeless hand."""
    if LOOK in view.legal:  # pick up the cards before bidding (blind nil is never chosen)
        return LOOK
    bids: list[Action] = [a for a in view.legal if a.kind == "bid" and a.n is not None]
    if not bids:
        first: Action = view.legal[0]
        return LOOK if LOOK in view.legal else first
    est = estimate_tricks(view.hand, view.num_seats, jokers)
    nil = next((a for a in bids if a.n == 0), None)
    jack_up = SUIT_MASKS[3] & ~((1 << 48) - 1)  # JS QS KS AS
    top_spades = view.hand & (jack_up | (1 << BIG_JOKER) | (1 << LITTLE_JOKER))
    if nil is not None and est < 0.8 and not top_spades:
        return nil
    target = max(1, round(est))
    return min((a for a in bids if a.n), key=lambda a: abs((a.n or 0) - target), default=bids[0])


# --- sampling deals -------------------------------------------------------------------------------


def _played_by_seat(view: Any) -> list[CardSet]:
    """The cards each seat has played so far (what it held when it bid, with its hand)."""
    by_seat = [0] * view.num_seats
    for e in view.events:
        if e.kind == "play":
            by_seat[e.seat] |= 1 << e.cards[0]
    return by_seat


def bid_weight(view: Any, hands: list[int], by_seat: list[int], jokers: bool = True,
               sigma: float = 1.5) -> float:
    """How well the other seats' bids fit their sampled hands (1: perfectly)."""
    logw = 0.0
    for s, bid in enumerate(view.bids):
        if s == view.seat or bid is None or view.blind[s]:
            continue
        est = estimate_tricks(hands[s] | by_seat[s], view.num_seats, jokers)
        logw -= (bid - est) ** 2 / (2 * sigma * sigma)
    return math.exp(logw)


def sample_weighted(view: Any, sampler: SpadesSampler, rng: random.Random,
                    by_seat: list[CardSet], candidates: int = 6,
                    jokers: bool = True) -> list[CardSet]:
    """Sampling-importance-resampling: draw several deals from the game's sampler, keep one
    by its bid weight."""
    deals = [sampler.draw(rng) for _ in range(candidates)]
    weights = [bid_weight(view, d, by_seat, jokers) for d in deals]
    total = sum(weights)
    if total <= 0:
        return deals[0]
    x = rng.random() * total
    for d, w in zip(deals, weights):
        x -= w
        if x < 0:
            return d
    return deals[-1]


# --- the playout policy and the partnership rules -----------------------------------------


def beats_best(c: int, best: int) -> bool:
    cs, bs = bool((1 << c) & SPADE_SUIT), bool((1 << best) & SPADE_SUIT)
    if cs != bs:
        return cs
    return FOLLOWS[c] == FOLLOWS[best] and c > best


def partner_filter(w: SpadesCore, cards: list[int]) -> list[int]:
    """The cards the partnership rules leave (never empty): see the module docstring."""
    if not w.trick or len(w.rules.sides[0]) < 2:
        return cards
    seat = w.to_act
    winner = w.winner_so_far()
    side_of = w.rules.side_of
    if side_of[winner] != side_of[seat] or winner == seat:
        return cards
    best = w.winning_card()
    if w.bids[winner] == 0 and w.won[winner] == 0:  # partner's nil is at stake: overtake
        over = [c for c in cards if beats_best(c, best)]
        return over or cards
    under = [c for c in cards if not beats_best(c, best)]
    return under or cards


def _wants_tricks(w: SpadesCore, seat: int) -> bool:
    """Whether the seat's side should still win tricks: always without a bag penalty (every
    overtrick scores and is a trick the others lack), else until its contract is made."""
    return not w.rules.options.bags_penalty or _side_needs(w, seat) > 0


def _side_needs(w: SpadesCore, seat: int) -> int:
    members = w.rules.sides[w.rules.side_of[seat]]
    contract = sum(w.bids[p] for p in members if w.bids[p])
    taken = sum(w.won[p] for p in members if w.bids[p])
    return contract - taken


def policy_card(w: SpadesCore, rng: random.Random | None = None, noise: float = 0.0,
                cash: bool = False) -> int:
    """A sensible card by rules of thumb, within the partnership rules.

    ``cash``: lead the cards no one left can beat (the top spades first, drawing the others'
    trumps, then the top card of a side suit) before leading low.
    """
    cards = partner_filter(w, w.moves())
    if len(cards) == 1:
        return cards[0]
    if rng is not None and noise and rng.random() < noise:
        return rng.choice(cards)
    seat = w.to_act
    nil = w.bids[seat] == 0 and w.won[seat] == 0
    if not w.trick:
        return _lead(w, cards, nil, cash)
    best = w.winning_card()
    winners = [c for c in cards if beats_best(c, best)]
    losers = [c for c in cards if c not in winners]
    if nil:  # duck with the highest card that still loses, else dump the highest
        return max(losers, key=dump_order) if losers else max(cards, key=dump_order)
    last = len(w.trick) == w.rules.n - 1
    if winners and _wants_tricks(w, seat):
        in_suit = [c for c in winners if (1 << c) & w.led]
        if not last and in_suit:  # later players may still beat a low winner
            return max(in_suit, key=win_order)
        return min(winners, key=win_order)
    return min(losers, key=_discard_order) if losers else min(cards, key=win_order)


def _lead(w: SpadesCore, cards: list[int], nil: bool, cash: bool = False) -> int:
    if nil:
        return min(cards, key=win_order)
    wants = _wants_tricks(w, w.to_act)
    if cash and wants:
        left = 0
        for h in w.hands:
            left |= h
        mine = w.hands[w.to_act]
        for suit in (SPADE_SUIT, SUIT_MASKS[0], SUIT_MASKS[1], SUIT_MASKS[2]):
            top = (left & suit).bit_length() - 1
            if top >= 0 and (mine >> top) & 1 and top in cards and left & suit & ~mine:
                return top  # a master whose suit the others still hold
    if wants:
        masters = [c for c in cards if c % 13 == 12 and c < 39]  # side aces
        if masters:
            return masters[0]
    non_spades = [c for c in cards if not (1 << c) & SPADE_SUIT] or cards
    return min(non_spades, key=win_order)


def win_order(c: int) -> tuple[int, int]:
    return (1 if (1 << c) & SPADE_SUIT else 0, _rank_in_suit(c))


def _discard_order(c: int) -> tuple[int, int]:
    return (1 if (1 << c) & SPADE_SUIT else 0, _rank_in_suit(c))


def dump_order(c: int) -> tuple[int, int]:
    return (0 if (1 << c) & SPADE_SUIT else 1, _rank_in_suit(c))


# --- knowledge and bidding --------------------------------------------------------------------


def value(w: SpadesCore, seat: int) -> float:
    """The seat's side points minus the mean of the other sides' (what wins the game)."""
    pts = w.side_points()
    mine = w.rules.side_of[seat]
    others = [p for i, p in enumerate(pts) if i != mine]
    return pts[mine] - (sum(others) / len(others) if others else 0.0)


def estimated_bids(view: Any, hands: list[CardSet], jokers: bool) -> list[int]:
    """The bids made, and the baseline's estimate of those still to come."""
    return [b if b is not None else max(1, round(estimate_tricks(hands[s], view.num_seats,
                                                                 jokers)))
            for s, b in enumerate(view.bids)]


class SpadesKnowledge(Knowledge):
    """Deals consistent with the view (bid-weighted), the policy for playouts, side scoring.

    A world sampled while bidding is the hand ready to be played, the bids still to come
    estimated by the baseline (and no blind-nil exchange).
    """

    def __init__(self, options: Any = None, noise: float = 0.1, candidates: int = 6,
                 cash: bool = False) -> None:
        self.options = options_or_default(options)
        self.noise = noise
        self.cash = cash
        self.candidates = candidates
        self._view: View | None = None  # the view the sampler and the facts below are for
        self._sampler: SpadesSampler | None = None
        self._by_seat: list[CardSet] = []
        self.last_deal: list[CardSet] = []  # the deal of the world :meth:`sample` drew last

    def sampler(self, view: View) -> SpadesSampler:
        """The game's sampler for ``view`` (worked out once per decision)."""
        if self._sampler is None or self._view is not view:
            self._sampler = SpadesSampler(self.options, view)
            self._by_seat = _played_by_seat(view)
            self._view = view
        return self._sampler

    def sample(self, view: View, rng: random.Random) -> SpadesCore:
        sampler = self.sampler(view)
        deal = sample_weighted(view, sampler, rng, self._by_seat, self.candidates,
                               self.options.jokers)
        self.last_deal = deal  # (the master weighs the world by it)
        world = sampler.core(deal, rng)
        if world.phase == BID:
            world.start_play_with(estimated_bids(view, deal, self.options.jokers))
        return world

    def utility(self, state: Any, seat: int) -> float:
        return value(state, seat)

    def move_of(self, action: Action) -> int:
        return move_of(action)

    def playout_card(self, w: SpadesCore, rng: random.Random) -> int:
        """The card a playout plays (here and in :func:`bid_values`)."""
        return policy_card(w, rng, self.noise, self.cash)

    def rollout_move(self, state: Any, rng: random.Random) -> int:
        self.work += 1
        return self.playout_card(state, rng)

    def solve(self, state: Any, seat: int, moves: tuple[int, ...]) -> list[float] | None:
        rng = random.Random(state.hands[0] ^ state.hands[-1])
        out = []
        for m in moves:
            x = state.clone()
            x.play(m)
            while not x.is_over:
                x.play(self.playout_card(x, rng))
                self.work += 1
            out.append(value(x, seat))
        return out

    def root_actions(self, view: View) -> tuple[Action, ...]:
        if view.phase != "play":
            return tuple(view.legal)
        w = own_hand_world(self.sampler(view), view)
        allowed = set(partner_filter(w, [a.card for a in view.legal if a.card is not None]))
        return tuple(a for a in view.legal if a.card in allowed)

    def label(self, value: float) -> str:
        return f"{value:+.0f}"


def own_hand_world(sampler: SpadesSampler, view: View) -> SpadesCore:
    """The position of ``view`` with the seat's own hand and no other card placed: enough for
    the rules of thumb, which look at the trick, the bids and the seat's cards only."""
    hands = [view.hand if s == view.seat else 0 for s in range(view.num_seats)]
    return sampler.core([*hands, 0, 0])


def bid_values(view: Any, knowledge: SpadesKnowledge, worlds: int,
               rng: random.Random, spread: float = 0.0,
               deadline: float = 0.0) -> dict[int, float]:
    """Mean value of each legal bid over sampled deals played out by the policy.

    ``spread``: the playouts' tricks are taken as one fewer with this probability and one
    more with the same probability (real play strays from the policy's: the master's bids);
    ``deadline`` (``time.perf_counter()``, 0: none): no new deal is sampled past it.
    """
    legal = sorted({a.n for a in view.legal if a.kind == "bid" and a.n is not None})
    totals = {b: 0.0 for b in legal}
    me = view.seat
    done = 0
    shifts = ((0, 1.0),) if not spread else ((0, 1.0 - 2 * spread), (-1, spread), (1, spread))
    for _ in range(worlds):
        if deadline and done and time.perf_counter() > deadline:
            break
        done += 1
        world = knowledge.sample(view, rng)  # the bids to come estimated, ready to play
        for nil_mode in ([False, True] if 0 in legal else [False]):
            w = world.clone()
            guess = 0 if nil_mode else max(1, round(estimate_tricks(
                view.hand, view.num_seats, knowledge.options.jokers)))
            w.bids = w.bids[:me] + (guess,) + w.bids[me + 1:]
            while not w.is_over:
                w.play(knowledge.playout_card(w, rng))
            taken = w.won[me]
            for shift, p in shifts:
                if not 0 <= taken + shift <= w.rules.T:
                    shift = 0  # the count cannot stray past the hand: as played
                w.won[me] = taken + shift
                for b in legal:
                    if (b == 0) == nil_mode:
                        w.bids = w.bids[:me] + (b,) + w.bids[me + 1:]
                        totals[b] += p * value(w, me)
            w.won[me] = taken
    return {b: t / done for b, t in totals.items()}


def _give_card(view: Any) -> Action:
    """Blind-nil exchange: the nil bidder passes its highest cards, the partner its lowest."""
    cards: list[Action] = [a for a in view.legal if a.card is not None]
    me_nil = view.bids[view.seat] == 0
    pick = max if me_nil else min
    return pick(cards, key=lambda a: win_order(a.card or 0))


def _draw_choice(view: Any) -> Action:
    """2-player draw: keep a spade or an honour, otherwise take the unknown next card."""
    c = view.offered
    if c >= 0 and ((1 << c) & SPADE_SUIT or _rank_in_suit(c) >= 10):
        return KEEP
    return REJECT


# --- players ------------------------------------------------------------------------------------


class SpadesBaseline:
    """The estimate bidder and the playout policy, no search (the "easy" level).

    ``mistakes``: how often a card play with a real choice goes astray, as a casual player's
    would: a card at random among those the partnership rules allow (so even a mistake never
    over-trumps a winning partner or breaks a partner's nil). ``bid_mistakes`` (default: the
    same): how often a bid is one trick off the estimate. The draws depend on the seed and
    the view only.
    """

    name = "spades-baseline"

    def __init__(self, seed: int = 0, options: Any = None, mistakes: float = 0.0,
                 bid_mistakes: float | None = None) -> None:
        self.options = options_or_default(options)
        self.seed = seed
        self.mistakes = mistakes
        self.bid_mistakes = mistakes if bid_mistakes is None else bid_mistakes

    def choose(self, view: View) -> Action:
        v: Any = view
        if len(view.legal) == 1:
            return view.legal[0]
        if v.phase == "bid":
            bid = baseline_bid(v, bool(self.options.jokers))
            astray = slip(self.seed, view, self.bid_mistakes)
            if astray is not None and bid.kind == "bid" and bid.n:
                off = [a for a in view.legal
                       if a.kind == "bid" and a.n and abs(a.n - bid.n) == 1]
                if off:
                    return astray.choice(off)
            return bid
        if v.phase == "draw":
            return _draw_choice(v)
        if v.phase == "exchange":
            return _give_card(v)
        w = own_hand_world(SpadesSampler(self.options, view), view)
        astray = slip(self.seed, view, self.mistakes)
        if astray is not None:
            return PLAY_ACTIONS[astray.choice(partner_filter(w, w.moves()))]
        return PLAY_ACTIONS[policy_card(w)]


class SpadesSearchPlayer:
    """Plays by determinized search (normal and strong); bids from ``bid_worlds`` sampled
    deals, or with none by the baseline's estimate."""

    def __init__(self, seed: int, options: Any, budget: Budget, bid_worlds: int,
                 name: str, cash: bool = False) -> None:
        self.knowledge = SpadesKnowledge(options, cash=cash)
        self.search = SearchPlayer(self.knowledge, budget, seed, name)
        self.bid_worlds = bid_worlds
        self.bid_spread = 0.0  # ``bid_values``'s (the master's bids)
        self.bid_ms = 0.0  # a cap on a bid's sampling, in ms (0: none)
        self.seed = seed
        self.name = name

    def choose(self, view: View) -> Action:
        v: Any = view
        if len(view.legal) == 1:
            return view.legal[0]
        if v.phase == "bid":
            if LOOK in view.legal:
                return LOOK
            if not self.bid_worlds:
                return baseline_bid(v, bool(self.knowledge.options.jokers))
            deadline = time.perf_counter() + self.bid_ms / 1000 if self.bid_ms else 0.0
            values = bid_values(v, self.knowledge, self.bid_worlds, self.search.rng_for(view),
                                self.bid_spread, deadline)
            best = max(values, key=lambda b: (values[b], -b))
            return next(a for a in view.legal if a.kind == "bid" and a.n == best)
        if v.phase == "draw":
            return _draw_choice(v)
        if v.phase == "exchange":
            return _give_card(v)
        return self.search.choose(view)

    def evaluate(self, view: View) -> list[tuple[Action, float, str]]:
        v: Any = view
        if v.phase == "bid":
            worlds = self.bid_worlds or LEVEL_SETTINGS["strong"].bid_worlds
            values = bid_values(v, self.knowledge, worlds, self.search.rng_for(view),
                                self.bid_spread)
            return [(a, values[a.n], f"{values[a.n]:+.0f}") for a in view.legal
                    if a.kind == "bid" and a.n in values]
        if v.phase != "play":
            return []
        return self.search.evaluate(view)


# The levels differ in what they know, not only in budget: more budget alone did not make
# strong stronger (the playout policy, not the number of samples, limits the search), and most
# of a cut-throat hand is decided by the bids, so that is where the levels part
# (``benchmarks/ai_strength.py --only spades-levels``; the figures: docs/ai-tuning.md, "Spades"):
# * easy: the baseline; one card in five at random and two bids in five a trick off.
# * normal: the search in play, but bids by the baseline's estimate, as a club player
#   counts honours and spades.
# * strong: bids from 60 sampled deals, 80 worlds in play. Its playouts also cash the cards
#   nobody can beat before leading low (the top spades first), where each plays for himself:
#   in partnerships cashing cost it.
EASY_MISTAKES = 0.2
EASY_BID_MISTAKES = 0.4


@dataclass(frozen=True)
class SpadesLevel:
    budget: Budget  # the search in play
    bid_worlds: int  # deals sampled per bid; 0: bid by the baseline's estimate
    cash: bool  # playouts lead the cards nobody can beat first (``policy_card``)


LEVEL_SETTINGS = {
    "normal": SpadesLevel(Budget(worlds=12, work=6_000, ms=950.0), 0, cash=False),
    "strong": SpadesLevel(Budget(worlds=80, work=40_000, ms=950.0), 60, cash=True),
}


__all__ = [
    "SpadesBaseline",
    "SpadesKnowledge",
    "SpadesSearchPlayer",
    "bid_values",
    "determinized_values",
    "estimate_tricks",
    "partner_filter",
    "policy_card",
    "sample_weighted",
]
