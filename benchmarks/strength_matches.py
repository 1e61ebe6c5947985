"""The matches behind ``benchmarks/strength_table.py``: duplicate deals, paired gains, peers.

A *pack* is one shuffled deck dealt once per seat rotation: in a two-player game twice (the
seats swapped), in an individual game of n seats n times, the player under test (A) alone
at each seat in turn against copies of its opponent (B). A pack's *paired gain* is the mean
over its deals of A's points less the mean of the B seats' points; the luck of the cards
mostly cancels within a pack, so the packs' gains are what the interval is taken over.
Every player runs without its wall-clock caps (:func:`benchmarks.open_hands.unclock`): only
the work budgets bound it, so the same command gives the same figures on a loaded machine.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from benchmarks.open_hands import OpenHandsHero, holding_deals, open_level, unclock
from cardtable.ai import MASTER_BUILT, MASTER_GAMES, RandomPlayer, make_player
from cardtable.ai.arena import DuelStats, duel
from cardtable.games import get_game


@dataclass(frozen=True)
class GameSpec:
    """One game as the table measures it."""

    id: str
    preset: str
    seats: int
    unit: str  # what a deal's points are, per deal


GAMES = {
    "schnapsen": GameSpec("schnapsen", "traditional", 2, "game points"),
    "spades": GameSpec("spades", "seed", 4, "points"),
    "wallachen": GameSpec("wallachen", "standard", 3, "chips"),
    "poch": GameSpec("poch", "seed", 4, "counters"),
    "tippen": GameSpec("tippen", "katira", 4, "chips"),
}
TOP = "strong"  # the top level offered where no master is (the one played against random)


def top_level(game_id: str) -> str:
    return "master" if game_id in MASTER_GAMES else TOP


def pairs(game_id: str) -> list[tuple[str, str]]:
    """Each level against the level below (master where one is built), the top vs random."""
    out = [("normal", "easy"), ("strong", "normal")]
    if game_id in MASTER_BUILT:
        out.append(("master", "strong"))
    return out + [(top_level(game_id), "random")]


OPEN_HERO = {  # what the open-hands player of a game is
    "schnapsen": "A's own search on the true deal (the talon's order too) instead of sampled "
                 "deals",
    "poch": "bets simulated and the chain solved exactly in the true deal",
    "spades": "A's own search and bids on the true deal instead of sampled deals",
    "tippen": "A's own search on the true deal instead of sampled deals",
    "wallachen": "A's own search, auction and Kontra on the true deal instead of sampled "
                 "deals",
}


@dataclass
class MatchResult:
    """A against B (or the open-hands player in A's place, ``open``) over ``packs`` packs."""

    game: str
    a: str
    b: str
    open: bool
    deals: int = 0
    packs: list[float] = field(default_factory=list)  # paired gain of each pack
    wins: float = 0.0  # deals where A scored more than a B seat (averaged over them; ties half)
    points_a: float = 0.0  # A's points summed over the deals (a mean of A's seats)
    points_b: float = 0.0  # the B seats' mean points summed over the deals
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> s per decision
    seconds: float = 0.0
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class Timed:
    """A player whose real decisions (more than one legal action) are timed into ``times``."""

    def __init__(self, player: Any, times: list[float]) -> None:
        self.player = player
        self.times = times
        self.name: str = getattr(player, "name", "player")

    def choose(self, view: Any) -> Any:
        t0 = time.perf_counter()
        action = self.player.choose(view)
        if len(view.legal) > 1:
            self.times.append(time.perf_counter() - t0)
        return action


def wall_cap_ms(game_id: str, level: str) -> float | None:
    """The wall time the app lets one decision of ``level`` take (its search budget's cap,
    Spades' bid cap), or None for a level that does not search (it answers at once)."""
    if level == "random":
        return None
    spec = GAMES[game_id]
    options = get_game(game_id).presets[spec.preset]
    player = make_player(game_id, level, 0, options)
    caps = [getattr(part, "budget", None) for part in (player, getattr(player, "search", None))]
    found = [b.ms for b in caps if b is not None and hasattr(b, "ms")]
    found += [player.bid_ms] if getattr(player, "bid_ms", 0) else []
    return max(found) if found else None


def level_factory(game_id: str, level: str, seed: int, options: Any) -> Callable[[int], Any]:
    if level == "random":
        return lambda seat: RandomPlayer(seed + seat)
    return lambda seat: unclock(make_player(game_id, level, seed + seat, options))


def open_factory(game_id: str, a: str, b: str, options: Any,
                 holder: dict[str, Any]) -> Callable[[int], Any]:
    """The open-hands player in A's place (see :mod:`benchmarks.open_hands`)."""
    if game_id == "poch":
        return lambda seat: OpenHandsHero(1 + seat, options, holder,
                                          "random" if b == "random" else "sound")
    return lambda seat: unclock(open_level(game_id, a, 1 + seat, options, holder))


def play_match(game_id: str, a: str, b: str, open_hands: bool, packs: int,
               seed: int) -> MatchResult:
    """``packs`` packs of A (or the open-hands player in its place) against B."""
    spec = GAMES[game_id]
    holder: dict[str, Any] = {}
    info = holding_deals(get_game(game_id), holder)
    options = info.presets[spec.preset]
    rotations = spec.seats  # two seats: swapped; more: A at each seat in turn
    sides = None if spec.seats == 2 else [[s] for s in range(spec.seats)]
    result = MatchResult(game_id, a, b, open_hands)
    times_a = [] if open_hands else result.times.setdefault(a, [])
    times_b = [] if b == "random" else result.times.setdefault(b, [])
    make_a = open_factory(game_id, a, b, options, holder) if open_hands else \
        level_factory(game_id, a, 1, options)
    make_b = level_factory(game_id, b, 1001, options)
    diffs: list[float] = []
    last = [0.0]

    def on_deal(i: int, stats: DuelStats) -> None:
        diffs.append(stats.points_a - stats.points_b - last[0])
        last[0] = stats.points_a - stats.points_b

    t0 = time.perf_counter()
    stats = duel(info, options, spec.seats, lambda s: Timed(make_a(s), times_a),
                 lambda s: Timed(make_b(s), times_b), packs * rotations, seed, sides=sides,
                 on_deal=on_deal)
    result.seconds = time.perf_counter() - t0
    result.deals = stats.deals
    result.packs = [statistics.fmean(diffs[i:i + rotations])
                    for i in range(0, len(diffs), rotations)]
    result.wins, result.points_a, result.points_b = stats.wins, stats.points_a, stats.points_b
    return result


# --- external peers ------------------------------------------------------------------------------

PEERS = {
    "schnapsen": (("RdeepBot (16 samples, depth 4) of the `schnapsen` 0.0.5 package, in its "
                   "engine; our side models its `vu_compat` rules"), "schnapsen",
                  "pip install schnapsen==0.0.5"),
    "spades": (("OpenSpiel's ISMCTS (300 simulations, our resampler), in OpenSpiel's engine; "
                "`openspiel` preset, A's partnership against two ISMCTS seats"), "pyspiel",
               "pip install open-spiel"),
}


def peer_installed(game_id: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(PEERS[game_id][1]) is not None


def play_peer(game_id: str, packs: int, seed: int, level: str = TOP) -> MatchResult:
    """``level`` against the game's external peer, each pack played twice (the seats
    swapped), as ``schnapsen-vu`` and ``spades-openspiel`` in ``ai_strength.py`` play."""
    result = MatchResult(game_id, level, "peer", False)
    times = result.times.setdefault(level, [])
    if not peer_installed(game_id):
        result.note = f"not installed: `{PEERS[game_id][2]}` into the venv adds it"
        return result
    t0 = time.perf_counter()
    diffs: list[float] = []
    for i in range(2 * packs):
        if game_id == "schnapsen":
            from cardtable.ai.vu_adapter import (
                VU_OPTIONS,
                package_bot,
                play_vu_game,
                schnapsen_deck,
            )

            ours = unclock(make_player("schnapsen", level, i, VU_OPTIONS))
            won, pts = play_vu_game(ours, package_bot("rdeep", seed * 7 + i),
                                    schnapsen_deck(seed * 100_003 + i // 2), i % 2 == 0, times)
            pa, pb = (pts, 0) if won else (0, pts)
        else:
            from cardtable.ai import openspiel_adapter as osa
            from cardtable.cards import shuffled

            info = get_game("spades")
            options = info.presets["openspiel"]
            deck = shuffled(info.pack(options, 4), seed * 100_003 + i // 2)
            side = (0, 2) if i % 2 == 0 else (1, 3)
            ours = {s: unclock(make_player("spades", level, seed + i + s, options))
                    for s in side}
            points = osa.play_hand(ours, osa.ismcts_bot(300, seed * 7 + i), deck, times)
            pa, pb = points[side[0]], points[(side[0] + 1) % 4]
        diffs.append(pa - pb)
        result.points_a += pa
        result.points_b += pb
        result.wins += 1.0 if pa > pb else 0.5 if pa == pb else 0.0
    result.deals = len(diffs)
    result.packs = [statistics.fmean(diffs[i:i + 2]) for i in range(0, len(diffs), 2)]
    result.seconds = time.perf_counter() - t0
    return result


def run_job(job: tuple[str, str, str, bool, int, int]) -> dict[str, Any]:
    """One match by its description (a job of the table's pool): the result as a dict."""
    game_id, a, b, open_hands, packs, seed = job
    if b == "peer":
        return {**play_peer(game_id, packs, seed, a).to_dict(), "seed": seed}
    return {**play_match(game_id, a, b, open_hands, packs, seed).to_dict(), "seed": seed}


def job_of(result: dict[str, Any]) -> tuple[str, str, str, bool, int, int]:
    """The job a result came from (``seed`` -1 where the result does not say)."""
    return (result["game"], result["a"], result["b"], result["open"], len(result["packs"]),
            result.get("seed", -1))
