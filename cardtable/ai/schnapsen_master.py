"""The "master" Schnapsen player: strong's knowledge, its time spent where a decision is close.

What it adds to "strong" (:mod:`cardtable.ai.schnapsen`), each switchable
(:class:`MasterConfig`); none of it measured clearly better than strong, so no game offers the
level yet (what each switch won against the frozen strong, and the measuring sticks that bound
what any player could win: ``docs/ai-tuning.md``, "Schnapsen"):

* **Adaptive budget** (:mod:`cardtable.ai.adaptive`), on: at least 24 worlds; below strong's
  50,000 work units it stops only on a decision clear at 3 standard errors of the paired
  differences, from there at 2 (or once the best moves are equal within 0.05 game points);
  a close decision goes on up to 150,000 units; never more than 900 ms of wall time (the
  solver abandons a world that would overrun it). Kept for the time it saves.
* **Exact solver from a larger talon** (``exact_talon=4``), off: too costly for the cap (a
  world with four talon cards costs some forty times its playouts); closed and two-card
  talons are solved as by strong.
* **Playout policy** (``policy``), off: playouts that keep a held marriage's king and queen
  out of cheap leads and discards and close when the seat's trumps above the opponent's best
  make 66 sure.
* **Inference** (``inference``), on: sampled worlds weighted by how likely the opponent's
  past plays were in them (:func:`clues`): a king or queen played outside a marriage makes
  its partner unlikely in his hand, an ace or ten of ours left to win makes the higher card
  of that suit (and, less so, trumps) unlikely, a discard makes cheaper discards unlikely, a
  lead without exchanging makes the trump jack unlikely; a card he may have drawn since
  counts less.
* **The opponent's best follow** (``reply``), off: a card led while the talon is open is
  worth the least of the playouts after each of his follows in the world, not the playout
  after the policy's follow.
* **A tiebreak on card points** (``tiebreak``), off: a playout's end is worth a little more
  the more card points the seat came out ahead (``tiebreak=k``: k hundredths of a game point
  per 66), so that moves equal in game points in most worlds are told apart.
* **Presumed Value PIMC** (``pv``, :mod:`cardtable.ai.schnapsen_pv`), off: while the talon is
  open, the opponent's first decision after a root move is taken by what he can see (his best
  mean over ``pv_worlds`` re-deals of our unseen cards and the face-down talon), then played
  in the world; where the world is solved (two talon cards) this replaces his omniscient
  answer, in playouts the policy's. Against the frozen strong on the same 943 deals as the
  level: 49.8 % either way (paired +0.0 points), at five times the median think time.
* **A marriage not announced** (``unannounced``), off: a lead without announcing, when he
  could have, makes a marriage of another suit unlikely in his hand
  (:func:`unannounced_marriages`); not measured yet.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardtable.ai.adaptive import AdaptiveBudget, AdaptiveSearchPlayer
from cardtable.ai.schnapsen import STRONG_CLOSE_MARGIN, SchnapsenKnowledge, policy_move
from cardtable.ai.schnapsen_pv import (
    known_to_opponent,
    needs_presumption,
    presumed_move,
    revealed_by,
)
from cardtable.ai.schnapsen_solver import INF
from cardtable.cards import SUIT_MASKS, card_list
from cardtable.engine.state import View
from cardtable.games.schnapsen import (
    CLOSE,
    HIGHER,
    KINGS,
    POINTS,
    QUEENS,
    STRENGTH,
    SchnapsenCore,
    SchnapsenView,
    pack_of,
)

QUEEN_OF = {k: q for k, q in zip(KINGS, QUEENS)}
PARTNER = {**QUEEN_OF, **{q: k for k, q in QUEEN_OF.items()}}


@dataclass(frozen=True)
class MasterConfig:
    """Which of the master's ideas are on (the defaults are the master level's)."""

    adaptive: bool = True
    exact_talon: int = 2
    policy: bool = False
    inference: bool = True
    reply: bool = False  # a lead's value: the opponent's best follow in the world, not his policy's
    # A playout's end is worth this many hundredths of a game point more per 66 card points
    # the seat scored above the opponent (0: game points only).
    tiebreak: int = 0
    # Presumed Value PIMC (:mod:`cardtable.ai.schnapsen_pv`): while the talon is open, the
    # opponent's first decision after a root move is his best mean over ``pv_worlds``
    # re-deals of the cards he cannot see, not the policy's move or the solver's.
    pv: bool = False
    pv_worlds: int = 4
    # Inference from a lead without announcing: a marriage held then is unlikely.
    unannounced: bool = False


MASTER_BUDGET = AdaptiveBudget(min_worlds=24, check_every=8, min_work=50_000, z_early=3.0,
                               z=2.0, max_work=150_000, ms=900.0)
# Without the adaptive stop: strong's fixed budget shape, at master's work.
FIXED_BUDGET = AdaptiveBudget(min_worlds=4_000, max_work=50_000, ms=900.0)


# --- playout policy ----------------------------------------------------------------------------


def _pairs(hand: int) -> int:
    """The kings and queens of the marriages in ``hand``."""
    out = 0
    for k, q in QUEEN_OF.items():
        if hand >> k & 1 and hand >> q & 1:
            out |= (1 << k) | (1 << q)
    return out


def _sure_points(w: SchnapsenCore, p: int) -> int:
    """Card points ``p`` surely takes leading its trumps above the opponent's best trump."""
    trump = w.rules.trump
    theirs = w.hands[1 - p] & SUIT_MASKS[trump]
    best = max((STRENGTH[c] for c in card_list(theirs)), default=-1)
    mine = [c for c in card_list(w.hands[p] & SUIT_MASKS[trump]) if STRENGTH[c] > best]
    return sum(POINTS[c] + 2 for c in mine)


def _cheap(cs: int, trump: int) -> int:
    return min(card_list(cs), key=lambda c: (c // 13 == trump, POINTS[c], STRENGTH[c]))


def master_policy(w: SchnapsenCore, rng: random.Random | None, noise: float = 0.0) -> int:
    """The playout policy of :func:`~cardtable.ai.schnapsen.policy_move` with two more
    judgements: close when it surely wins, and keep a marriage's cards out of cheap plays."""
    p = w.to_move
    if (w.lead < 0 and w.married < 0 and w.talon_open and w.rules.closing
            and len(w.talon) >= w.rules.close_min_talon and w.tricks[p]
            and w.score(p) + _sure_points(w, p) >= 66):
        return CLOSE
    move = policy_move(w, rng, noise)
    if move >= 52 or not w.talon_open or move not in PARTNER:
        return move
    hand, trump = w.hands[p], w.rules.trump
    pairs = _pairs(hand)
    if not pairs >> move & 1:
        return move
    if w.lead < 0:
        if w.married >= 0:
            return move
        others = hand & ~pairs
        return _cheap(others, trump) if others else move
    led = w.lead
    wins = bool(HIGHER[led] >> move & 1) or (move // 13 == trump and led // 13 != trump)
    if wins:
        return move
    others = hand & ~pairs & ~HIGHER[led] & ~(SUIT_MASKS[trump] if led // 13 != trump else 0)
    return _cheap(others, trump) if others else move


# --- inference ---------------------------------------------------------------------------------

# How much likelier a world is without the card a clue speaks against (for a card certainly
# held at the time of the play); guesses at how people play, not measured one by one.
BROKEN_MARRIAGE = 0.2
LEFT_A_HIGH_CARD = 0.2
LEFT_A_RUFF = 0.6
CHEAPER_DISCARD = 0.7
NO_EXCHANGE = 0.3
NO_ANNOUNCEMENT = 0.3


def unannounced_marriages(view: SchnapsenView, options: Any) -> dict[int, float]:
    """King → factor on a world's weight if the opponent holds that king and its queen.

    Read from his leads while the talon was open without announcing, when he could have
    announced (the led card's own suit left out: :func:`clues` reads that one). Discounted
    by his draws since, as in :func:`clues`.
    """
    opp = 1 - view.seat
    first_lead_ok = options.marriage_on_first_lead
    talon, opp_tricks, announced, lead_next = pack_of(options).bit_count() - 10, 0, False, True
    draws, found = 0, []
    for e in view.events:
        kind = e.kind
        if kind == "draw":
            talon -= 1
            draws += e.seat == opp
        elif kind == "close":
            talon = 0
        elif kind == "trick":
            opp_tricks += e.seat == opp
        elif kind == "marriage":
            announced = e.seat == opp
        elif kind == "play":
            if lead_next and e.seat == opp and talon > 0 and not announced \
                    and (opp_tricks or first_lead_ok):
                led_suit = e.cards[0] // 13
                found += [(draws, k) for k in KINGS if k // 13 != led_suit]
            lead_next, announced = not lead_next, False
    if not found:
        return {}
    h = max(1, view.hand_sizes[opp])
    seen = view.hand | view.played
    out: dict[int, float] = {}
    for drawn_before, k in found:
        if (seen >> k | seen >> QUEEN_OF[k]) & 1:
            continue
        q = min(1.0, (draws - drawn_before) / h)
        out[k] = out.get(k, 1.0) * (q + (1 - q) * NO_ANNOUNCEMENT)
    return out


def clues(view: SchnapsenView, options: Any) -> dict[int, float]:
    """Card → factor on a world's weight if the opponent holds that card in it.

    Read from the opponent's plays while the talon was open (after a close the sampler
    already knows what his follows prove). A clue about a card counts less the more cards he
    has drawn since (he may have drawn it after the play): with ``d`` draws since and ``h``
    cards in his hand, the factor is ``q + (1 - q) f`` for ``q = min(1, d / h)``.
    """
    opp, me = 1 - view.seat, view.seat
    rules_talon = pack_of(options).bit_count() - 10
    trump = view.trump
    exchange_card = options_exchange_card(options, trump)
    found: list[tuple[int, int, float]] = []  # (event index, card, factor)
    talon, led, led_by, open_ = rules_talon, -1, -1, True
    opp_tricks = 0
    married_before = False
    events = view.events
    for i, e in enumerate(events):
        kind = e.kind
        if kind == "draw":
            talon -= 1
        elif kind == "close":
            open_ = False
        elif kind == "trick":
            if e.seat == opp:
                opp_tricks += 1
        elif kind == "marriage":
            married_before = e.seat == opp
        elif kind == "play":
            c = e.cards[0]
            if led < 0:
                led, led_by = c, e.seat
                if e.seat == opp and open_ and talon > 0:
                    if c in PARTNER and not married_before:
                        found.append((i, PARTNER[c], BROKEN_MARRIAGE))
                    if (talon >= options.exchange_min_talon and c != exchange_card
                            and (opp_tricks or not options.exchange_requires_trick)):
                        found.append((i, exchange_card, NO_EXCHANGE))
                married_before = False
                continue
            if e.seat == opp and led_by == me and open_ and talon > 0:
                _follow_clues(found, i, led, c, trump, pack_of(options))
            led = -1
    if not found:
        return {}
    h = max(1, view.hand_sizes[opp])
    draws_after = [0] * (len(events) + 1)
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        draws_after[i] = draws_after[i + 1] + (e.kind == "draw" and e.seat == opp)
    out: dict[int, float] = {}
    seen = view.hand | view.played | view.opponent_known
    if view.trump_card is not None:
        seen |= 1 << view.trump_card
    for i, c, f in found:
        if seen >> c & 1:
            continue  # no doubt where it is
        q = min(1.0, draws_after[i] / h)
        out[c] = out.get(c, 1.0) * (q + (1 - q) * f)
    return out


def options_exchange_card(options: Any, trump: int) -> int:
    """The card that exchanges for the trump card under ``options``."""
    from cardtable.games.schnapsen import rules_for

    return rules_for(options, trump).exchange_card


def _follow_clues(found: list[tuple[int, int, float]], i: int, led: int, c: int,
                  trump: int, pack: int) -> None:
    ruff = c // 13 == trump and led // 13 != trump
    if HIGHER[led] >> c & 1 or ruff:
        return  # he took the trick: no clue here
    if c in PARTNER:
        found.append((i, PARTNER[c], BROKEN_MARRIAGE))
    if POINTS[led] >= 10 and led // 13 != trump:
        for h in card_list(HIGHER[led]):
            found.append((i, h, LEFT_A_HIGH_CARD))
        for t in card_list(SUIT_MASKS[trump]):
            found.append((i, t, LEFT_A_RUFF))
    key = (c // 13 == trump, POINTS[c], STRENGTH[c])
    for d in card_list(pack):
        if d == c or d in PARTNER or d // 13 == trump or POINTS[d] >= 10:
            continue
        if (False, POINTS[d], STRENGTH[d]) < key and not HIGHER[led] >> d & 1:
            found.append((i, d, CHEAPER_DISCARD))


# --- knowledge and player ----------------------------------------------------------------------


class MasterKnowledge(SchnapsenKnowledge):
    """Strong's knowledge with the master's solver reach, playout policy and inference."""

    def __init__(self, options: Any = None, config: MasterConfig = MasterConfig()) -> None:
        super().__init__(options, exact_talon=config.exact_talon, leaf="rollout", noise=0.0,
                         exact=True, close_margin=STRONG_CLOSE_MARGIN)
        self.config = config
        if config.policy:
            self.policy = master_policy
        self.deadline = 0.0
        self._clues: dict[int, float] = {}
        self._clues_of: View | None = None
        self._pairs: dict[int, float] = {}
        self._known = 0  # our cards the opponent has seen (for ``pv``)
        self._known_of: View | None = None

    def weight(self, world: SchnapsenCore) -> float:
        """How likely the opponent's past plays were in ``world`` (relative)."""
        view = self._hidden.view if self._hidden is not None else None
        if not self.config.inference or view is None:
            return 1.0
        if self._clues_of is not view:
            assert isinstance(view, SchnapsenView)
            self._clues, self._clues_of = clues(view, self.options), view
            if self.config.unannounced:
                self._pairs = unannounced_marriages(view, self.options)
        if not self._clues and not self._pairs:
            return 1.0
        opp_hand = world.hands[1 - view.seat]
        weight = 1.0
        for c, f in self._clues.items():
            if opp_hand >> c & 1:
                weight *= f
        for k, f in self._pairs.items():
            if opp_hand >> k & 1 and opp_hand >> QUEEN_OF[k] & 1:
                weight *= f
        return weight

    def utility(self, state: Any, seat: int) -> float:
        """A finished playout's game points for ``seat`` and, with ``tiebreak``, a little for
        the card points by which it came out ahead (or behind)."""
        value = float(state.value(seat))
        if self.config.tiebreak:
            value += self.config.tiebreak / 100 * (state.score(seat) - state.score(1 - seat)) / 66
        return value

    def _playout(self, w: SchnapsenCore, move: int, seat: int, rng: random.Random) -> float:
        """With ``reply``, a card led while the talon is open is worth the least of the
        playouts after each of the opponent's follows to it (he answers as best he can in
        this world, not by the policy); otherwise strong's playout."""
        if not self.config.reply or move >= 52 or w.lead >= 0:
            return super()._playout(w, move, seat, rng)
        x = w.clone()
        x.play(move)
        replies = x.moves()
        if x.is_over or x.to_move == seat or len(replies) < 2:
            return super()._playout(w, move, seat, rng)
        return min(super(MasterKnowledge, self)._playout(x, r, seat, rng) for r in replies)

    def solve(self, state: Any, seat: int, root: tuple[int, ...]) -> list[float] | None:
        self.solver.deadline = self.deadline
        try:
            if self.config.pv and state.talon_open:
                return self._presumed_values(state, seat, list(root))
            return super().solve(state, seat, root)
        finally:
            self.solver.deadline = 0.0

    # --- Presumed Value PIMC (``pv``) -----------------------------------------------------------

    def _presumed_values(self, w: SchnapsenCore, seat: int, moves: list[int]) -> list[float]:
        """Each root move's value in ``w`` with the opponent's next choice presumed from his
        side of the world (:mod:`cardtable.ai.schnapsen_pv`); else as :meth:`solve`."""
        view = self._hidden.view if self._hidden is not None else None
        if view is not None and self._known_of is not view:
            self._known, self._known_of = known_to_opponent(view), view
        if len(self.solver.table) > 200_000:
            self.solver.table.clear()
        nodes = self.solver.nodes
        exact = self.exact and len(w.talon) <= self.exact_talon
        rng = random.Random(hash(w.talon) & 0xFFFF)
        try:
            values = [self._presumed_value(w, m, seat, exact, rng) for m in moves]
            if self.close_margin and CLOSE in moves:
                values[moves.index(CLOSE)] -= self.close_margin
            return values
        finally:
            self.work += self.solver.nodes - nodes

    def _presumed_value(self, w: SchnapsenCore, move: int, seat: int, exact: bool,
                        rng: random.Random) -> float:
        if move == CLOSE and not exact:
            return SchnapsenKnowledge._playout(self, w, move, seat, rng)  # solved exactly
        known = self._known | revealed_by(w, move)
        x = w.clone()
        x.play(move)
        while not exact and not x.is_over and x.to_move == seat:  # our moves as the playout's
            m = self.policy(x, rng, self.noise)
            known |= revealed_by(x, m)
            x.play(m)
            self.work += 1
        if needs_presumption(x, seat):
            values = self.solver.root_values if exact else self._playout_moves
            x.play(presumed_move(x, known & x.hands[seat], self.config.pv_worlds, rng, values))
        if exact:
            return self._solved(x, seat)
        return self._rollout(x, seat, rng)

    def _solved(self, x: SchnapsenCore, seat: int) -> float:
        if x.is_over:
            return float(x.value(seat))
        v = self.solver.search(x, -INF, INF, None)
        return v if x.to_move == seat else -v

    def _rollout(self, x: SchnapsenCore, seat: int, rng: random.Random) -> float:
        while not x.is_over:
            x.play(self.policy(x, rng, self.noise))
            self.work += 1
        return self.utility(x, seat)

    def _playout_moves(self, y: SchnapsenCore, seat: int, moves: list[int]) -> list[float]:
        rng = random.Random(0)  # the policy without noise draws nothing
        return [SchnapsenKnowledge._playout(self, y, m, seat, rng) for m in moves]


class MasterPlayer(AdaptiveSearchPlayer):
    """The master level: :class:`MasterKnowledge` searched by :func:`adaptive_values`."""


def make_master(seed: int, options: Any = None, config: MasterConfig = MasterConfig()
                ) -> MasterPlayer:
    budget = MASTER_BUDGET if config.adaptive else FIXED_BUDGET
    return MasterPlayer(MasterKnowledge(options, config), budget, seed, "schnapsen-master")


__all__ = ["MASTER_BUDGET", "MasterConfig", "MasterKnowledge", "MasterPlayer", "clues",
           "make_master", "master_policy"]
