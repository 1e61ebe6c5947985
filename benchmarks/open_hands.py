"""Open-hands players: measuring sticks that see every hidden card, never levels.

What a player wins against an opponent when it sees every card bounds what it could win with
better guesses at the hidden ones: the *ceiling* of ``benchmarks/strength_table.py``, of the
``--master-hero`` and of the ``poch-flows`` sections of ``benchmarks/ai_strength.py``. None of
these is reachable from :func:`cardtable.ai.make_player` or the table: they live here, in the
benchmarks, and read the true deal from a *holder* (``holder["state"]``, the deal in play, set
by :func:`holding_deals`).

* :func:`open_schnapsen_hero`: the exact solver in the true deal (Schnapsen).
* :func:`seen_talon_master`: the Schnapsen master's search knowing the opponent's hand.
* :class:`OpenHandsHero`: Poch, bets simulated and the chain solved in the true deal.
* :func:`open_level`: a Schnapsen, Spades, Tippen or Wallachen level (normal, strong, master)
  whose search is given the true deal instead of sampled worlds: every "sampled" world is the
  deal in play (Spades while bidding: the deal with the bids still to come estimated, as a
  sampled world has them). Decisions a level makes without sampling (normal's bids by
  estimate) stay as they are, so the open player is the level itself with the hidden cards
  shown.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from cardtable.ai import make_player


def holding_deals(info: Any, holder: dict[str, Any]) -> Any:
    """``info`` whose ``deal`` also keeps each deal it makes in ``holder["state"]``, so that
    an open-hands player sees the deal the match loop plays."""
    dealt = info.deal

    def deal(*args: Any) -> Any:
        holder["state"] = dealt(*args)
        return holder["state"]

    return replace(info, deal=deal)


def unclock(player: Any) -> Any:
    """``player`` without its wall-clock caps (its budgets' ``ms``, Spades' bid cap): only its
    work budgets bound it, so that its decisions are the same on a loaded machine."""
    parts: list[Any] = [player, getattr(player, "search", None)]
    for part in parts:
        budget = getattr(part, "budget", None)
        if budget is not None and hasattr(budget, "ms"):
            part.budget = replace(budget, ms=1e9)
    if hasattr(player, "bid_ms"):
        player.bid_ms = 0.0
    return player


def open_level(game_id: str, level: str, seed: int, options: Any,
               holder: dict[str, Any]) -> Any:
    """A measuring stick, never a level: ``game_id``'s player of ``level`` (Schnapsen, Spades,
    Tippen, Wallachen) whose every sampled world is the true deal in play
    (``holder["state"]``; the Schnapsen master's inference then weighs nothing).

    A level's playouts draw their noise from a seed taken from the world's hidden cards (the
    same noise for every root move of a world); the true deal drawn again and again would
    repeat one playout, so the open player's playouts draw theirs from a stream of their own
    (:func:`_fresh_playouts`): as many independent playouts as the level has worlds."""
    player: Any = make_player(game_id, level, seed, options)
    knowledge = player.knowledge
    if game_id == "spades":
        from cardtable.ai.spades import estimated_bids
        from cardtable.games.spades import BID

        def sample(view: Any, rng: Any) -> Any:
            world = holder["state"].core.clone()
            if world.phase == BID:
                world.start_play_with(estimated_bids(view, list(world.hands),
                                                     bool(knowledge.options.jokers)))
            knowledge.last_deal = [*world.hands, 0, 0]
            return world
    elif game_id in ("schnapsen", "tippen", "wallachen"):
        def sample(view: Any, rng: Any) -> Any:
            return holder["state"].core.clone()

        if game_id == "wallachen":
            def worlds(view: Any, rng: Any, count: int, weighted: bool) -> Any:
                return [sample(view, rng) for _ in range(count)], [1.0] * count

            knowledge.worlds = worlds
    else:
        raise ValueError(f"no open-hands level for {game_id!r}")
    knowledge.sample = sample
    _fresh_playouts(game_id, knowledge, random.Random(seed * 7919 + 17))
    player.name = f"{game_id}-{level}-open"
    if hasattr(player, "search"):
        player.search.name = player.name
    return player


def _fresh_playouts(game_id: str, knowledge: Any, own: random.Random) -> None:
    """The knowledge's playouts with noise from ``own`` instead of a seed from the world's
    cards; the policies themselves are the level's."""
    if game_id == "spades":  # every playout card (search, bids, the master's) comes here
        card = knowledge.playout_card
        knowledge.playout_card = lambda w, rng: card(w, own)
    elif game_id == "schnapsen":  # the playouts while the talon is open
        playout = knowledge._playout
        knowledge._playout = lambda w, move, seat, rng: playout(w, move, seat, own)
    elif game_id == "wallachen":
        def solve(state: Any, seat: int, moves: tuple[int, ...]) -> list[float]:
            out = []
            for m in moves:
                x = state.clone()
                x.play(m)
                while not x.is_over:
                    x.play(knowledge.rollout_move(x, own))
                out.append(knowledge.utility(x, seat))
            return out

        knowledge.solve = solve
    else:  # tippen: the tricks are solved exactly; the calls before them by the policy
        knowledge.world_seed = lambda _core: own.getrandbits(32)


def seen_talon_master(seed: int, options: Any, holder: dict[str, Any],
                      config: Any = None) -> Any:
    """A measuring stick, never a level: the master's search (adaptive budget, playouts, the
    solver from a two-card talon) on worlds dealt knowing the opponent's true hand
    (``holder["state"]``, the deal in play); only the order of the talon is unknown. Inference
    is off by default (every world holds the same hand, so it weighs them all alike)."""
    from cardtable.ai.schnapsen_master import MasterConfig, MasterKnowledge, make_master
    from cardtable.games.schnapsen import HiddenCards

    class SeenHand(MasterKnowledge):
        def sample(self, view: Any, rng: Any) -> Any:
            if self._hidden is None or self._hidden.view is not view:
                hidden = HiddenCards(self.options, view)
                true = holder["state"].core.hands[1 - view.seat]
                # The sampler deals the opponent ``need`` cards of ``allowed``: his true ones.
                hidden.allowed = [c for c in hidden.pool if true >> c & 1]
                known = view.opponent_known
                if len(hidden.allowed) != hidden.need or true & known != known:
                    raise ValueError("the deal in the holder is not the deal of this view")
                self._hidden = hidden
            return self._hidden.sample(rng)

    config = MasterConfig(inference=False) if config is None else config
    player = make_master(seed, options, config)
    player.knowledge = SeenHand(options, config)
    player.name = "schnapsen-seen-hand"
    return player


def open_schnapsen_hero(holder: dict[str, Any]) -> Any:
    """A measuring stick, never a level: sees every card of the deal in play
    (``holder["state"]``), the talon's order too, and plays the exact minimax move of that
    one world by the alpha-beta solver (game points, both sides playing perfectly with open
    cards; ties go to the first action, as in every search player). Claims as every level."""
    from cardtable.ai.schnapsen import SchnapsenKnowledge
    from cardtable.ai.schnapsen_solver import Solver
    from cardtable.ai.search import Budget, Estimate, SearchPlayer
    from cardtable.games.schnapsen import move_of

    class OpenCards(SearchPlayer):
        solver = Solver()

        def values(self, view: Any) -> list[Estimate]:
            """The exact value for the seat of each root action in the true deal."""
            if len(self.solver.table) > 2_000_000:
                self.solver.table.clear()
            core = holder["state"].core.clone()
            moves = [move_of(a) for a in self.knowledge.root_actions(view)]
            return [Estimate(v, 1) for v in self.solver.root_values(core, view.seat, moves)]

    return OpenCards(SchnapsenKnowledge(), Budget(), 0, "schnapsen-open")




class OpenHandsHero:
    """A measuring stick, never a level: a hero that sees every hand of the deal in play
    (``holder["state"]``) and knows how the others play: bets by simulated counters in the
    true deal, chain starts by the exact solver. Against random seats (``others`` "random")
    their bets and starts are taken as random; against any other level their bets as a sound
    player's (:data:`~cardtable.ai.poch.SOUND`, how normal bets) and their starts as each
    seat's best for itself. What it wins bounds what any fair player can win."""

    def __init__(self, seed: int, options: Any, holder: dict[str, Any],
                 others: str = "random") -> None:
        import random

        from cardtable.ai.poch import SOUND, BetModel, PochKnowledge

        class TrueDeal(PochKnowledge):
            def sampler(self, view: Any) -> Any:
                return self

            def draw(self, rng: Any) -> Any:
                return holder["state"].core.clone()

        self.holder = holder
        self.knowledge = TrueDeal(options)
        self.rng = random.Random(seed)
        self.others_random = others == "random"
        self.model = BetModel(wild=1.0) if self.others_random else SOUND

    def choose(self, view: Any) -> Any:
        from cardtable.ai.poch import PlaySolver, pochen_values
        from cardtable.games.poch import move_of

        if len(view.legal) == 1:
            return view.legal[0]
        core = self.holder["state"].core
        n = view.num_seats
        if view.phase == "pochen":
            values = pochen_values(view, self.knowledge, 200, 0.0, self.rng, 1e9, 1.0,
                                   [self.model] * n)
            return view.legal[max(range(len(values)), key=values.__getitem__)]
        wild = tuple(0.0 if s == view.seat or not self.others_random else 1.0 for s in range(n))
        solver = PlaySolver(n, 0, 10**7, wild)
        hands = tuple(core.hands)
        return max(view.legal, key=lambda a: solver.after(hands, view.seat, move_of(a))[view.seat])


