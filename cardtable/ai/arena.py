"""Playing computer players against each other: duplicate deals, win rates, decision times.

Used by ``benchmarks/ai_strength.py`` and the AI tests. Every deal is played twice with the
seats swapped ("duplicate"), so the luck of the cards cancels out between the two players.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.ai.player import Player
from cardtable.cards import shuffled
from cardtable.engine.carry import Carry
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import DealResult, GameState

PlayerFactory = Callable[[int], Player]  # seat -> player


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], z: float = 1.96) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its normal interval (95 % by default;
    0 for fewer than two values, and a mean of 0 for none)."""
    if not values:
        return 0.0, 0.0
    half = z * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return statistics.fmean(values), half


@dataclass
class DuelStats:
    """Results of player A against player B over many deals."""

    deals: int = 0
    wins: float = 0.0  # A's deals won (a tie counts half)
    points_a: float = 0.0
    points_b: float = 0.0
    times_a: list[float] = field(default_factory=list)  # seconds per decision of A

    def line(self, name: str) -> str:
        lo, hi = wilson(self.wins, self.deals)
        rate = self.wins / self.deals if self.deals else 0.0
        t = sorted(self.times_a) or [0.0]
        median = statistics.median(t) * 1000
        p95 = t[min(len(t) - 1, int(0.95 * len(t)))] * 1000
        return (f"{name}: {self.deals} deals, A wins {rate:.1%} (95% CI {lo:.1%}–{hi:.1%}), "
                f"points A {self.points_a:.0f} B {self.points_b:.0f}; "
                f"A decision ms median {median:.1f} p95 {p95:.1f} (n={len(t)})")


def play_deal(state: GameState[Any], players: Sequence[Player],
              timed: set[int] | None = None, times: list[float] | None = None) -> DealResult:
    """Play ``state`` to its end; each seat sees only its own view.

    Only real decisions (more than one legal action) of the ``timed`` seats are timed: a
    forced move costs nothing and would flatter the median.
    """
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view)
        if times is not None and timed is not None and seat in timed and len(view.legal) > 1:
            times.append(time.perf_counter() - t0)
        state.apply(action)
    return state.result()


def duel(info: GameInfo[Any], options: Any, num_seats: int, make_a: PlayerFactory,
         make_b: PlayerFactory, deals: int, seed: int = 0,
         sides: Sequence[Sequence[int]] | None = None,
         on_deal: Callable[[int, DuelStats], None] | None = None) -> DuelStats:
    """A against B on duplicate deals: each pack is dealt once per side, A taking each side.

    ``sides`` are the seat groups that play together (default: even seats and odd seats; for
    individual play pass one group per seat, so A sits alone at each seat in turn against
    copies of B). A "win" is A's points beating a B seat's points, averaged over the B seats
    (half for equal points): the head-to-head rate of A against B.
    """
    groups = [list(g) for g in (sides or ([s for s in range(num_seats) if s % 2 == 0],
                                          [s for s in range(num_seats) if s % 2 == 1]))]
    stats = DuelStats()
    pack = info.pack(options, num_seats)
    for i in range(deals):
        deck = shuffled(pack, seed * 100_003 + i // len(groups))
        a_seats = set(groups[i % len(groups)])
        players = [make_a(s) if s in a_seats else make_b(s) for s in range(num_seats)]
        state = info.deal(options, num_seats, (i // len(groups)) % num_seats, deck, Carry())
        result = play_deal(state, players, a_seats, stats.times_a)
        pa = sum(result.points[s] for s in a_seats) / len(a_seats)
        b_points = [result.points[s] for s in range(num_seats) if s not in a_seats]
        stats.deals += 1
        stats.points_a += pa
        stats.points_b += sum(b_points) / len(b_points)
        stats.wins += sum(1.0 if pa > pb else 0.5 if pa == pb else 0.0
                          for pb in b_points) / len(b_points)
        if on_deal is not None:
            on_deal(i, stats)
    return stats


# --- sessions of a chip game ---------------------------------------------------------------


@dataclass
class SessionStats:
    """One player (the hero) against the rest of the table over sessions of a chip game.

    ``gains`` are the hero's chips won per deal, one figure per session; ``above`` counts the
    sessions the hero ended with more chips than it started with.
    """

    sessions: int = 0
    deals: int = 0
    above: float = 0.0  # sessions ended above the start balance (level counts half)
    gains: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)

    def line(self, name: str) -> str:
        lo, hi = wilson(self.above, self.sessions)
        share = self.above / self.sessions if self.sessions else 0.0
        mean, half = mean_interval(self.gains)
        t = sorted(self.times) or [0.0]
        median = statistics.median(t) * 1000
        p95 = t[min(len(t) - 1, int(0.95 * len(t)))] * 1000
        return (f"{name}: {self.sessions} sessions of {self.deals // max(1, self.sessions)} "
                f"deals, hero above its start in {share:.1%} (95% CI {lo:.1%}–{hi:.1%}), "
                f"chips won per deal {mean:+.2f} ± {half:.2f}; hero decision ms median "
                f"{median:.1f} p95 {p95:.1f} (n={len(t)})")


def session_duel(info: GameInfo[Any], options: Any, num_seats: int, make_hero: PlayerFactory,
                 make_rest: PlayerFactory, sessions: int, deals: int, seed: int = 0,
                 on_session: Callable[[int, SessionStats], None] | None = None) -> SessionStats:
    """The hero at one seat against players of another kind at every other seat, over
    ``sessions`` matches of ``deals`` deals (fewer if a match ends sooner).

    The hero's seat turns round from session to session, and each match seed is played once
    with the hero at every seat before the next seed, so the luck of the cards falls on every
    seat alike.
    """
    stats = SessionStats()
    for k in range(sessions):
        hero = k % num_seats
        match = info.match_type(info, options, num_seats, seed * 100_003 + k // num_seats)
        start = match.chips()
        if start is None:
            raise ValueError(f"{info.name} is not played for chips")
        players = [make_hero(s) if s == hero else make_rest(s) for s in range(num_seats)]
        played = 0
        while played < deals and not match.is_over():
            state = match.start_deal()
            play_deal(state, players, {hero}, stats.times)
            match.finish_deal()
            played += 1
        end = match.chips()
        assert end is not None
        won = end.balances[hero] - start.balances[hero]
        stats.sessions += 1
        stats.deals += played
        stats.gains.append(won / max(1, played))
        stats.above += 1.0 if won > 0 else 0.5 if won == 0 else 0.0
        if on_session is not None:
            on_session(k, stats)
    return stats
