"""Tippen computer players: the search on sampled deals, an exact trick solver, a baseline.

* Worlds come from the game's one sampler (:func:`cardtable.games.tippen.sample`): every
  card the seat cannot place dealt at random, keeping hand sizes, the cards played, the cards
  each seat showed it lacks, a robbed or sniffed trump card. At "strong" the declarations
  shape the deal too: several candidate worlds are drawn and one kept with probability
  proportional to how well each other seat's tap or pass fits its hand under the baseline's
  estimate (sampling-importance-resampling).
* Every decision is a root action of the determinized search (:mod:`cardtable.ai.search`):
  in each world each action is played, the rest of the calls (the other declarations, the
  exchanges, robbing) follow the baseline policy, and the three tricks are then solved
  exactly by max^n (:class:`TrickSolver`: each active player maximises his own chips; three
  tricks of at most five players are a few thousand lines of play at most). The value of a
  world is the seat's chips won this deal plus an equal share of what the deal added to the
  pot (a bête paid is not wholly lost: everyone may win it back later; at the end of a
  session the pot is shared equally).
* The cut has no strategic value: every level cuts at random.
* :class:`TippenBaseline` plays by rules of thumb (the "easy" level, with slips).

The levels part at the declarations, where most chips are won and lost (see the notes at
``LEVEL_SETTINGS``): easy declares by the baseline's estimate and misjudges two in five;
normal declares by the same estimate without slips and searches the exchange, the calls and
the tricks; strong searches the declarations too, on more worlds weighted by the others' taps.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from cardtable.ai.player import decision_rng, slip
from cardtable.ai.search import Budget, Knowledge, SearchPlayer
from cardtable.cards import SUIT_MASKS, card_list
from cardtable.engine.action import Action
from cardtable.engine.state import View
from cardtable.games.tippen import (
    ACTIVE,
    CUT,
    CUTTING,
    DEAL,
    DECLARING,
    DECLINE,
    DISCARD,
    DISCARDING,
    DROP_OUT,
    EXCHANGING,
    KNOCKING,
    PASS,
    PASSED,
    PLAYING,
    PRESETS,
    ROB,
    ROBBING,
    SHOVING,
    SNIFF,
    SNIFF_ALV,
    SNIFFING,
    TAP,
    TippenCore,
    TippenView,
    action_of,
    beats,
    exchange_move,
    follow_cards,
    lead_cards,
    move_of,
    sample,
)


def _options_or_default(options: Any) -> Any:
    return PRESETS["katira"] if options is None else options


# --- the baseline's estimate of a hand ----------------------------------------------------------

# Chance that a card takes a trick against two others, by rank 7 … A (index card % 13 - 5).
_TRUMP_CHANCE = (0.2, 0.25, 0.3, 0.4, 0.5, 0.65, 0.8, 0.95)
_SIDE_CHANCE = (0.0, 0.0, 0.0, 0.02, 0.05, 0.08, 0.2, 0.55)


def trick_chances(hand: int, trump: int, others: int) -> list[float]:
    """Each card's rough chance to take a trick against ``others`` opponents (rules of thumb:
    high trumps win, side aces sometimes; every extra opponent lowers the chances)."""
    crowd = 0.8 ** max(0, others - 2)
    out = []
    for c in card_list(hand):
        rank = c % 13 - 5
        if c // 13 == trump:
            out.append(_TRUMP_CHANCE[rank] * (crowd if rank < 7 else 1.0))
        else:
            out.append(_SIDE_CHANCE[rank] * crowd)
    return out


def take_chance(hand: int, trump: int, others: int) -> float:
    """The chance to take at least one trick, from :func:`trick_chances`."""
    miss = 1.0
    for p in trick_chances(hand, trump, others):
        miss *= 1.0 - p
    return 1.0 - miss


def tap_value(core: TippenCore, seat: int) -> float:
    """The baseline's expected chips from tapping rather than passing: a third of the pot per
    trick expected, less the bête times the chance of none (the pot share of it comes back)."""
    hand = core.hands[seat]
    tapped = sum(1 for s in core.order if core.status[s] == ACTIVE)
    waiting = sum(1 for s in core.order[core.qpos + 1:] if core.status[s] != PASSED)
    others = max(1, tapped + waiting // 2)
    chances = trick_chances(hand, core.trump, others)
    expected = sum(chances) * (1.0 if others <= 2 else 0.8)
    miss = 1.0
    for p in chances:
        miss *= 1.0 - p
    if core.rules.exchange:  # the exchange mends a weak hand now and then
        miss *= 0.85
    multiple = 2 if seat == core.dealer and core.sniffed == SNIFF_ALV else 1
    return core.P / 3 * expected - multiple * core.B * miss * (1 - 1 / core.n)


# --- the baseline policy (rules of thumb on a core: own hand and public facts only) ---------------


def policy_move(core: TippenCore, rng: random.Random) -> int:
    """The baseline's move for the seat on turn. It reads that seat's own cards and public
    facts only, so it may be played on any world consistent with the seat's view."""
    ph, s = core.phase, core.to_act
    if ph == PLAYING:
        return policy_card(core)
    if ph == DECLARING:
        return _policy_declare(core, s)
    if ph == EXCHANGING:
        return _policy_exchange(core, s)
    if ph == CUTTING:
        return CUT + rng.randint(1, 31)
    if ph == SHOVING:
        return DEAL
    if ph == KNOCKING:
        return DECLINE
    if ph == SNIFFING:
        hand = core.hands[s]
        high = sum(1 for c in card_list(hand) if c % 13 >= 11)  # kings and aces
        return SNIFF if high >= (1 if core.rules.sniffing == SNIFF_ALV else 2) else DECLINE
    if ph == DISCARDING:
        return DISCARD + _weakest(core.hands[s], core.trump)
    if ph == ROBBING:
        return ROB
    raise ValueError("no move: the deal is over")


def _policy_declare(core: TippenCore, s: int) -> int:
    moves = core.moves()
    if len(moves) == 1:
        return moves[0]
    last = core.qpos == core.n - 1
    if last and not any(core.status[x] == ACTIVE for x in core.order):
        return TAP  # everyone else passed: the sole player takes the pot
    value = tap_value(core, s)
    if DROP_OUT in moves:  # a sniffing dealer: playing risks a double bête, dropping out one
        return TAP if value > -core.B else DROP_OUT
    return TAP if value > 0 else PASS


def _weakest(hand: int, trump: int) -> int:
    """The card to throw: the lowest side card, else the lowest trump."""
    side = hand & ~SUIT_MASKS[trump] if trump >= 0 else hand
    pool = side or hand
    return min(card_list(pool), key=lambda c: c % 13)


def _policy_exchange(core: TippenCore, s: int) -> int:
    """Keep the trumps and the side aces; throw the rest (as many as the talon allows)."""
    hand, trump = core.hands[s], core.trump
    keep = hand & SUIT_MASKS[trump]
    for c in card_list(hand & ~keep):
        if c % 13 == 12:
            keep |= 1 << c
    throw = card_list(hand & ~keep)[:min(3, len(core.talon))]
    return exchange_move(sum(1 << c for c in throw))


def policy_card(core: TippenCore) -> int:
    """Lead the best card (a top trump, else a side ace) or the lowest; follow with the
    lowest card that wins the trick if one does, else the lowest card."""
    legal = core.legal_cards()
    cards = card_list(legal)
    trump = core.trump
    if not core.trick:
        trumps = [c for c in cards if c // 13 == trump]
        if len(trumps) >= 2 or (trumps and trumps[-1] % 13 >= 11):
            return trumps[-1]
        aces = [c for c in cards if c % 13 == 12]
        return aces[0] if aces else min(cards, key=lambda c: (c // 13 == trump, c % 13))
    winners = [c for c in cards if beats(c, core.best, trump)]
    if winners:
        return min(winners, key=lambda c: (c // 13 == trump, c % 13))
    return min(cards, key=lambda c: (c // 13 == trump, c % 13))


# --- the exact solver of the tricks -----------------------------------------------------------------


class TrickSolver:
    """Max^n over the tricks still to play of one world: each active player picks the card
    that leaves him the most chips (ties: the lowest card). The last trick is forced and
    played out directly."""

    def __init__(self, core: TippenCore, equity: float) -> None:
        self.core = core
        self.n = core.n
        self.trump = core.trump
        self.strict = core.rules.strict
        self.leads = core.rules.trump_leads
        self.hands = core.hands[:]
        self.tricks = core.tricks[:]
        self.next_active = core.next_active
        self.n_active = core.n_active
        self.t1 = core.t1trumps
        self.share = core.P // 3
        self.equity = equity
        self.nodes = 0
        # What the seats have now and what the table holds, to price a finished line of play.
        self.base = [core.value(s) for s in range(core.n)]
        self.table_base = sum(core.start_balances) - sum(core.balances)
        self.active = [s for s in range(core.n) if core.status[s] == ACTIVE]

    def leaf(self) -> tuple[float, ...]:
        """Every seat's value once the tricks are all played (§2.3 N)."""
        core, tricks, share = self.core, self.tricks, self.share
        paid_out = share * (3 - core.trick_no)
        values = self.base[:]
        penalties = 0
        for s in self.active:
            won = tricks[s] - core.tricks[s]
            pen = core.penalty_multiple(s, tricks[s]) * core.B
            values[s] += share * won - pen
            penalties += pen
        pot_share = (self.table_base - paid_out + penalties) * self.equity / self.n
        return tuple(v + pot_share for v in values)

    def root_values(self, seat: int, moves: list[int] | tuple[int, ...]) -> list[float]:
        """The value for ``seat`` of each card it may play now."""
        core = self.core
        trick = core.trick[:]
        out = []
        for c in moves:
            out.append(self._play(core.to_act, c, trick, core.best, core.best_seat,
                                  core.trick_no)[seat])
        return out

    def value(self, seat: int) -> float:
        core = self.core
        return self._node(core.to_act, core.trick[:], core.best, core.best_seat,
                          core.trick_no)[seat]

    def _node(self, s: int, trick: list[int], best: int, best_seat: int,
              trick_no: int) -> tuple[float, ...]:
        self.nodes += 1
        hand = self.hands[s]
        if trick:
            legal = follow_cards(hand, trick[0] // 13, best, self.trump, self.strict)
        else:
            legal = lead_cards(hand, self.trump, trick_no, self.n_active, self.t1[s],
                               self.leads)
        if trick_no == 2:  # one card each: the last trick plays itself
            return self._play(s, legal.bit_length() - 1, trick, best, best_seat, trick_no)
        top: tuple[float, ...] | None = None
        while legal:
            low = legal & -legal
            legal ^= low
            vec = self._play(s, low.bit_length() - 1, trick, best, best_seat, trick_no)
            if top is None or vec[s] > top[s] + 1e-9:
                top = vec
        assert top is not None
        return top

    def _play(self, s: int, c: int, trick: list[int], best: int, best_seat: int,
              trick_no: int) -> tuple[float, ...]:
        bit = 1 << c
        self.hands[s] ^= bit
        if not trick or beats(c, best, self.trump):
            best, best_seat = c, s
        trick.append(c)
        if len(trick) < self.n_active:
            vec = self._node(self.next_active[s], trick, best, best_seat, trick_no)
        else:
            self.tricks[best_seat] += 1
            if trick_no == 2:
                vec = self.leaf()
            else:
                vec = self._node(best_seat, [], -1, -1, trick_no + 1)
            self.tricks[best_seat] -= 1
        trick.pop()
        self.hands[s] ^= bit
        return vec


def world_value(core: TippenCore, seat: int, equity: float) -> float:
    """The value for ``seat`` of a world whose calls are made: its chips won this deal plus an
    ``equity`` share of what the deal added to the table."""
    table = sum(core.start_balances) - sum(core.balances)
    return core.value(seat) + table * equity / core.n


# --- the knowledge the search needs ------------------------------------------------------------------


class TippenKnowledge(Knowledge):
    """Worlds from the game's sampler (weighted by the declarations at "strong"), the baseline
    for the calls still to come, and the exact solver for the tricks."""

    def __init__(self, options: Any = None, candidates: int = 1, equity: float = 1.0) -> None:
        self.options = _options_or_default(options)
        self.candidates = candidates
        self.equity = equity

    def sample(self, view: View, rng: random.Random) -> TippenCore:
        if self.candidates <= 1 or not isinstance(view, TippenView):
            return sample(self.options, view, rng)
        worlds = [sample(self.options, view, rng) for _ in range(self.candidates)]
        weights = [declaration_fit(w, view) for w in worlds]
        return rng.choices(worlds, weights)[0]

    def move_of(self, action: Action) -> int:
        return move_of(action)

    def utility(self, state: Any, seat: int) -> float:
        return world_value(state, seat, self.equity)

    def rollout_move(self, state: Any, rng: random.Random) -> int:
        self.work += 1
        return policy_move(state, rng)

    def world_seed(self, core: TippenCore) -> int:
        """The seed of a world's calls before the tricks: from its cards, so that every root
        move meets the same later calls in it."""
        return hash((tuple(core.hands), tuple(core.talon))) & 0xFFFFFFFF

    def solve(self, state: Any, seat: int, moves: tuple[int, ...]) -> list[float]:
        core: TippenCore = state
        if core.phase == PLAYING:
            solver = TrickSolver(core, self.equity)
            values = solver.root_values(seat, moves)
            self.work += solver.nodes
            return values
        seed = self.world_seed(core)
        out = []
        for m in moves:
            world = core.clone()
            world.play(m)
            rng = random.Random(seed)  # the same later calls for every root move
            while not world.is_over and world.phase != PLAYING:
                world.play(policy_move(world, rng))
                self.work += 1
            if world.is_over:
                out.append(world_value(world, seat, self.equity))
            else:
                solver = TrickSolver(world, self.equity)
                out.append(solver.value(seat))
                self.work += solver.nodes
        return out

    def shortcut(self, view: View) -> Action | None:
        if view.phase == "cut":  # no strategic value: cut anywhere
            return action_of(CUT + decision_rng(0, view).randint(1, 31))
        return None

    def label(self, value: float) -> str:
        return f"{value:+.1f}"


def declaration_fit(world: TippenCore, view: TippenView) -> float:
    """How well each other seat's tap in ``world`` fits its hand there: the product of the
    baseline's odds of tapping with it (its cards played to tricks count as held). A pass
    gives no weight: the passed cards lie among the others out of the deal."""
    weight = 1.0
    for s, status in enumerate(view.status):
        if s == view.seat or status != "active" or world.trump < 0:
            continue
        if s == view.dealer and (view.knocked or view.sniffed == "grupp"):
            continue  # he made no call
        hand = world.hands[s] | view.played[s]
        p = 1.0 / (1.0 + math.exp(-3.0 * (take_chance(hand, world.trump, 2) - 0.55)))
        weight *= p
    return weight


# --- players -----------------------------------------------------------------------------------------


class TippenBaseline:
    """Rules of thumb (the "easy" level): taps when the expected thirds outweigh the bête,
    keeps trumps and aces in the exchange, wins tricks cheaply. ``mistakes``: how often a
    decision with a real choice is a legal action at random, as a casual player's would be
    (``declare_mistakes`` for the declarations). The draws depend on the seed and the view
    only."""

    name = "tippen-baseline"

    def __init__(self, seed: int = 0, options: Any = None, mistakes: float = 0.0,
                 declare_mistakes: float | None = None) -> None:
        self.seed = seed
        self.options = _options_or_default(options)
        self.mistakes = mistakes
        self.declare_mistakes = mistakes if declare_mistakes is None else declare_mistakes

    def choose(self, view: View) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        rng = decision_rng(self.seed, view)
        phase = view.phase
        if phase != "cut":
            rate = self.declare_mistakes if phase == "declare" else self.mistakes
            astray = slip(self.seed, view, rate)
            if astray is not None:
                return astray.choice(view.legal)
        # The policy reads only the seat's own cards and public facts: any world will do.
        world = sample(self.options, view, random.Random(self.seed))
        action = action_of(policy_move(world, rng))
        return action if action in view.legal else view.legal[0]


class TippenSearchPlayer:
    """The search for every decision but the cut (the normal and strong levels); the phases
    in ``by_estimate`` (normal: the declarations) are decided by the baseline's estimate."""

    def __init__(self, seed: int, options: Any, budget: Budget, candidates: int,
                 name: str, by_estimate: frozenset[str] = frozenset()) -> None:
        self.knowledge = TippenKnowledge(options, candidates)
        self.search = SearchPlayer(self.knowledge, budget, seed, name)
        self.seed = seed
        self.name = name
        self.by_estimate = by_estimate

    @property
    def budget(self) -> Budget:
        return self.search.budget

    @budget.setter
    def budget(self, value: Budget) -> None:
        self.search.budget = value

    def choose(self, view: View) -> Action:
        if len(view.legal) > 1 and view.phase in self.by_estimate:
            world = sample(self.knowledge.options, view, random.Random(self.seed))
            return action_of(policy_move(world, decision_rng(self.seed, view)))
        return self.search.choose(view)

    def evaluate(self, view: View) -> list[tuple[Action, float, str]]:
        if view.phase == "cut":
            return []
        return self.search.evaluate(view)


@dataclass(frozen=True)
class TippenLevel:
    budget: Budget
    candidates: int  # worlds drawn per world kept (1: no weighting by the declarations)
    by_estimate: frozenset[str]  # phases decided by the baseline's estimate, not searched


# The levels differ in how they declare: normal by the baseline's estimate, strong by the
# search over worlds weighted by the others' declarations (candidates per world kept); what
# each level won against the others (``benchmarks/ai_strength.py --only tippen-levels``):
# docs/ai-tuning.md, "Tippen".
EASY_MISTAKES = 0.2
EASY_DECLARE_MISTAKES = 0.4  # a declaration at random: one in five goes the wrong way
LEVEL_SETTINGS = {
    "normal": TippenLevel(Budget(worlds=12, work=30_000, ms=900.0), 1, frozenset({"declare"})),
    "strong": TippenLevel(Budget(worlds=40, work=120_000, ms=900.0), 4, frozenset()),
}


def make_tippen_player(level: str, seed: int, options: Any = None) -> Any:
    """The computer player of ``level`` ("easy", "normal", "strong")."""
    if level == "easy":
        return TippenBaseline(seed, options, EASY_MISTAKES, EASY_DECLARE_MISTAKES)
    lv = LEVEL_SETTINGS[level]
    return TippenSearchPlayer(seed, options, lv.budget, lv.candidates, f"tippen-{level}",
                              lv.by_estimate)


__all__ = [
    "TippenBaseline",
    "TippenKnowledge",
    "TippenSearchPlayer",
    "TrickSolver",
    "make_tippen_player",
    "policy_move",
    "tap_value",
]
