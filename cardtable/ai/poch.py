"""Poch computer players: betting from the chance that a set wins, Ausspielen by search.

Melden needs no decision. The two decisions of a deal are:

* **Pochen** (betting). A seat's chance to win the showdown comes from hands sampled from
  what it has seen (:class:`~cardtable.games.poch.PochSampler`: the Melden results, the cards
  shown, the rule that only a seat with a Kunststück may bet). Each legal action is scored by
  its expected counters: in every sampled world the rest of the betting round is played by a
  model of the table (:class:`BetModel`: each seat bets on its own chance, soft thresholds,
  pot odds), the pool goes to the true best hand of the world, and the Ausspielen that follows
  is played out from the seat that then starts it (the Pochen winner starts, which is worth
  counters too). At the strong level the sampled worlds are weighted by how well each
  opponent's bets so far fit its hand under the same model, and the bets are mixed (a
  measured share of bluffs, slow-plays and disguised amounts, :class:`Mixing`) so that the
  amount a strong seat bets tells little about its hand. The strong level also reads the
  table over the session (:class:`TableReading`): how much of each other seat's betting is
  whim. A seat read as betting at random is modelled so, both in weighing the worlds (its
  raise says little about its hand) and in playing out the rest of the betting (it raises
  and holds with junk), so that a winner is not folded to a random raise and a made set is
  held and raised against it.
* **Ausspielen** (chain play) by the shared determinized search (:mod:`cardtable.ai.search`):
  in every sampled world each root card is valued by an exact max-n search over the chain
  starts (each seat plays for its own counters; :class:`PlaySolver`), or by playouts of a
  greedy policy where the hands are too long to solve in the budget.

The levels are placed apart (issue 31: three opponents a player can tell apart; strong is
the level above, unchanged). The "normal" level opens boldly, by the model at a low sampled
chance of holding the best hand (:data:`BOLD`, the start of Ausspielen counted as part of the
pool), but passes whenever another seat has bet unless it holds four of a kind
(``PochLevel.calls_with``), and plays the chains by playouts of the greedy policy over two
sampled worlds. :class:`PochBeginner` is the "easy" level: a cautious beginner that bets only
with three of a kind (opens 1, holds, never raises) and starts every chain with its lowest
card. :class:`PochBaseline` (the old easy: any set opens, the rule of thumb :func:`thumb_start`
in the chains, a share of random decisions) stays for the benchmarks and tests.

What each level wins against the others (sessions, duplicate deals, the chips per phase), what
a player who sees every hand could win, and every setting tried, paid or not, with the
commands that measured them: ``docs/ai-tuning.md``, "Poch".

This module holds the players and their levels; their parts are modules of their own, and every
name of theirs is re-exported here: how strong a hand is and how a seat bets
(:mod:`cardtable.ai.poch_hands`), Ausspielen and the search's knowledge
(:mod:`cardtable.ai.poch_chains`), what the Ausspielen search may read into its worlds
(:mod:`cardtable.ai.poch_reading`), Pochen's expected counters, the reading of the table and the
mixing of bets (:mod:`cardtable.ai.poch_betting`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.ai.player import decision_rng, slip
from cardtable.ai.poch_betting import (
    WILD_GRID,
    WILD_NOISE,
    WILD_PRIOR,
    Mixing,
    TableReading,
    bet_cost,
    bet_weight,
    mixed_choice,
    pochen_values,
    showdown_chance,
    start_of_betting,
)
from cardtable.ai.poch_chains import (
    ACE_INDEX,
    SOLVE_CARDS,
    OutOfBudget,
    PlaySolver,
    PochKnowledge,
    after_chain,
    greedy_card,
    play_out,
    start_scores,
)
from cardtable.ai.poch_hands import BetModel, KeyTable, key_table, options_or_default
from cardtable.ai.poch_reading import ChainReading, ChainSearch
from cardtable.ai.search import Budget
from cardtable.engine.action import Action
from cardtable.engine.state import View
from cardtable.games.poch import POOL, PochCore, PochView, action_of, hand_key, set_size


@dataclass(frozen=True)
class PochLevel:
    budget: Budget  # the search of Ausspielen
    bet_worlds: int  # worlds sampled for a betting decision
    weighted: float  # how much those worlds are weighted by the others' bets (0: not at all)
    mixing: Mixing | None  # mixed bets (strong)
    solve_limit: int = 20_000  # solver nodes per world in Ausspielen
    noise: float = 0.1  # random chain starts in playouts
    model: BetModel = field(default_factory=BetModel)
    simulate: bool = True  # bets by simulated counters; False: by the model at the sampled chance
    start_weight: float = 1.0  # how much the Ausspielen start counts in the simulation
    read_table: bool = False  # learn over the session how much of each seat's betting is whim
    chain: ChainReading = field(default_factory=ChainReading)  # Ausspielen worlds weighed
    bet_solve: int = 0  # solver nodes a world for Ausspielen in the betting (0: playouts)
    own_start: bool = False  # own later bets in the simulation count the start as solved
    # 0: meets the others' bets by its model; n: passes when another seat has bet unless its
    # set has at least n cards
    calls_with: int = 0


class PochSearchPlayer:
    """The "normal" and "strong" levels: Pochen by expected counters, Ausspielen by search."""

    def __init__(self, level: PochLevel, seed: int = 0, options: Any = None,
                 name: str = "poch-search") -> None:
        self.level = level
        self.seed = seed
        self.name = name
        self.knowledge = PochKnowledge(options, level.solve_limit, level.noise, level.model,
                                       level.chain.rough)
        self.reading = TableReading(level.model) if level.read_table else None
        self.search = ChainSearch(self.knowledge, level.budget, seed, name, level.chain,
                                  self._bet_fit)
        self.budget = level.budget

    def choose(self, view: View) -> Action:
        if not view.legal:
            raise ValueError("the seat has no legal action (is it on turn?)")
        v = view
        assert isinstance(v, PochView)
        if self.reading is not None:
            self.reading.learn(v, self.knowledge.sampler(v), decision_rng(self.seed + 29, v))
        if len(view.legal) == 1:
            return view.legal[0]
        self.search.budget = self.budget
        if v.phase == "pochen":
            if v.level and set_size(hand_key(v.hand, v.trump)) < self.level.calls_with:
                return next((a for a in view.legal if a.kind == "pass"), view.legal[0])
            if not self.level.simulate:
                return self._bet_by_chance(v)
            values = self.bet_values(v)
            rng = decision_rng(self.seed + 17, view)
            if self.level.mixing is not None:
                return mixed_choice(view.legal, values, self.level.mixing, rng)
            best = max(range(len(values)), key=lambda i: (values[i], -i))
            return view.legal[best]
        return self.search.choose(view)

    def _others(self, view: PochView) -> list[BetModel]:
        """How each other seat bets: as read over the session, or the level's model."""
        if self.reading is None:
            return []
        return self.reading.models(view.num_seats)

    def _bet_fit(self, world: PochCore, view: PochView) -> float:
        """How well the others' bets fit ``world`` (their models as in the betting)."""
        models = self._others(view) or [self.level.model] * view.num_seats
        return bet_weight(world, view, models, key_table(world.rules))

    def _bet_by_chance(self, view: PochView) -> Action:
        """The model's most likely bet at the chance of holding the best hand."""
        rng = self.search.rng_for(view)
        win = showdown_chance(view, self.knowledge, self.level.bet_worlds, rng,
                              self.level.weighted)
        world = self.knowledge.sample(view, rng)
        probs = self.level.model.probs_at(win, world, view.seat, world.moves())
        move = max(probs, key=lambda mp: mp[1])[0]
        return action_of(move)

    def bet_values(self, view: PochView) -> list[float]:
        """Expected counters of each bet: simulated, or (without simulation) the pool's
        worth at the sampled chance of the best hand less the bet's cost."""
        rng = self.search.rng_for(view)
        if self.level.simulate:
            return pochen_values(view, self.knowledge, self.level.bet_worlds,
                                 self.level.weighted, rng, self.budget.ms,
                                 self.level.start_weight, self._others(view),
                                 self.level.bet_solve, self.level.own_start)
        win = showdown_chance(view, self.knowledge, self.level.bet_worlds, rng,
                              self.level.weighted)
        pot = view.chips.at(view.chips.place_names()[POOL]) if view.chips is not None else 0
        values = []
        for a in view.legal:
            cost = bet_cost(view, a)
            values.append(0.0 if a.kind == "pass" else win * (pot + cost) - cost)
        return values

    def evaluate(self, view: View) -> list[tuple[Action, float, str]]:
        """Every legal action with its expected counters from now to the end of the deal."""
        v = view
        assert isinstance(v, PochView)
        if not view.legal:
            return []
        if v.phase == "pochen":
            values = self.bet_values(v)
            return [(a, x, self.knowledge.label(x)) for a, x in zip(view.legal, values)]
        if len(view.legal) == 1:
            world = self.knowledge.sample(view, self.search.rng_for(view))
            now = world.bal[view.seat]
            play_out(world)
            gain = float(world.bal[view.seat] - now)
            return [(view.legal[0], gain, self.knowledge.label(gain))]
        rated = self.search.evaluate(view)
        now = view.chips.balances[view.seat] if view.chips is not None else 0
        return [(a, x - now, self.knowledge.label(x - now)) for a, x, _ in rated]


class PochBaseline:
    """The "easy" level: rules of thumb, and ``mistakes`` of its decisions at random.

    Bets: open with any set (more with a better one: the Pochen winner starts Ausspielen,
    which is worth more than most pools), hold a bet of up to the pot's worth with a pair of
    tens or better, raise with a pair of aces (by 1) or three of a kind (by 2). Chains: start
    with the card that sheds most of its own cards and keeps the start (the next card is its
    own, known to be out, or the chain ends on an ace), before a card another seat could
    force out of its hand by playing the card below it.
    """

    name = "poch-baseline"

    def __init__(self, seed: int = 0, options: Any = None, mistakes: float = 0.0) -> None:
        self.seed = seed
        self.options = options_or_default(options)
        self.mistakes = mistakes

    def choose(self, view: View) -> Action:
        if not view.legal:
            raise ValueError("the seat has no legal action (is it on turn?)")
        if len(view.legal) == 1:
            return view.legal[0]
        astray = slip(self.seed, view, self.mistakes)
        if astray is not None:
            return astray.choice(view.legal)
        v = view
        assert isinstance(v, PochView)
        if v.phase == "pochen":
            return self._bet(v)
        return self._chain_start(v)

    def _bet(self, view: PochView) -> Action:
        key = hand_key(view.hand, view.trump)
        size, rank = set_size(key), (key >> 8 & 0xFF) + 2
        legal = {str(a): a for a in view.legal}
        if not view.level:
            if size >= 2:
                amount = min(self.options.max_open, 3 if size >= 3 else 2 if rank >= 13 else 1)
                return legal.get(f"open {amount}", view.legal[0])
            return legal["pass"]
        raise_by = 2 if size >= 3 else 1 if rank == 14 else 0
        for r in range(raise_by, 0, -1):
            if f"raise {r}" in legal:
                return legal[f"raise {r}"]
        call = view.level - view.contrib[view.seat]
        pot = view.chips.at(view.chips.place_names()[POOL]) if view.chips is not None else 0
        if "hold" in legal and (size >= 3 or (size == 2 and rank >= 10 and call <= pot)):
            return legal["hold"]
        return legal["pass"]

    def _chain_start(self, view: PochView) -> Action:
        return thumb_start(view)


class PochBeginner(PochBaseline):
    """The "easy" level: a cautious beginner. Bets only with three of a kind (opens with 1,
    holds a bet with it, never raises) and starts every chain with its lowest card."""

    name = "poch-beginner"

    def _bet(self, view: PochView) -> Action:
        size = set_size(hand_key(view.hand, view.trump))
        legal = {str(a): a for a in view.legal}
        if size < 3:
            return legal["pass"]
        if not view.level:
            return legal.get("open 1", view.legal[0])
        return legal.get("hold", legal["pass"])

    def _chain_start(self, view: PochView) -> Action:
        return min(view.legal, key=lambda a: a.card or 0)


def thumb_start(view: PochView) -> Action:
    """The chain start by the rule of thumb :func:`start_scores` on the seat's own view."""
    scores = dict(start_scores(view.hand, view.not_held))
    return max(view.legal, key=lambda a: scores.get(a.card or 0, -1))  # ties: the first


# The levels (``benchmarks/ai_strength.py --only poch-flows``): the figures in docs/ai-tuning.md.
# What winning the betting is worth beyond the pool (the Pochen winner starts Ausspielen).
START_WORTH = 5.0
# A sound player: opens at a 30 % chance of the best hand, counts the start in a call (normal
# bets so, at its sampled chance).
SOUND = BetModel(open_at=0.3, start=START_WORTH)
# How strong models a sound seat (and itself, later in the round) in its simulated betting:
# one that counts the start in a call. Its chance is the model's quick estimate, not normal's
# sampled one, so the thresholds that fit best were chosen on duplicate deals (docs/ai-tuning.md).
# The amounts of the others' bets are not read (``amounts``: a gain against normal only where a
# random bettor's large amounts scare strong off its hands; docs/ai-tuning.md, issue 31).
SOUND_READ = BetModel(open_at=0.4, start=7.0)
# Normal (issue 31, the levels placed apart): opens at a 5 % chance of the best hand, nearly
# any set, and passes to the others' bets unless it holds four of a kind (docs/ai-tuning.md,
# "Levels placed apart").
BOLD = BetModel(open_at=0.05, start=START_WORTH)
LEVELS = {
    "normal": PochLevel(Budget(worlds=2, work=4_000, ms=900.0), bet_worlds=30, weighted=0.0,
                        mixing=None, solve_limit=0, noise=0.3, simulate=False, model=BOLD,
                        calls_with=4),
    "strong": PochLevel(Budget(worlds=60, work=60_000, ms=900.0), bet_worlds=160,
                        weighted=1.0, mixing=Mixing(), solve_limit=20_000, noise=0.1,
                        model=SOUND_READ, read_table=True),
}
EASY_MISTAKES = 0.0


def make_poch_player(level: str, seed: int, options: Any = None) -> Any:
    if level == "easy":
        return PochBeginner(seed, options, EASY_MISTAKES)
    return PochSearchPlayer(LEVELS[level], seed, options, name=f"poch-{level}")


__all__ = [
    "ACE_INDEX",
    "BOLD",
    "EASY_MISTAKES",
    "LEVELS",
    "SOLVE_CARDS",
    "SOUND",
    "SOUND_READ",
    "START_WORTH",
    "WILD_GRID",
    "WILD_NOISE",
    "WILD_PRIOR",
    "BetModel",
    "ChainReading",
    "ChainSearch",
    "KeyTable",
    "Mixing",
    "OutOfBudget",
    "PlaySolver",
    "PochBaseline",
    "PochBeginner",
    "PochKnowledge",
    "PochLevel",
    "PochSearchPlayer",
    "TableReading",
    "after_chain",
    "bet_cost",
    "bet_weight",
    "greedy_card",
    "key_table",
    "make_poch_player",
    "mixed_choice",
    "play_out",
    "pochen_values",
    "showdown_chance",
    "start_of_betting",
    "thumb_start",
]
