"""How strong the computer players are: duplicate-deal matches with win rates and think times.

    .venv/bin/python benchmarks/ai_strength.py --games 200            # everything
    .venv/bin/python benchmarks/ai_strength.py --only schnapsen-vu --games 1000
    .venv/bin/python benchmarks/ai_strength.py --only schnapsen-levels spades-levels

Sections:

* ``schnapsen-search``: determinized search (PIMC) against SO-ISMCTS, each against "easy".
* ``schnapsen-levels`` (traditional rules): normal vs easy, strong vs normal, strong vs random.
* ``schnapsen-vu``: our strong player inside the ``schnapsen`` 0.0.5 package's engine (through
  ``cardtable.ai.vu_adapter``, our side modelling the ``vu_compat`` preset) against its
  RandBot, BullyBot and RdeepBot (16 samples, depth 4). Each pack is played twice, our player
  leading first once and following first once. Needs ``pip install schnapsen==0.0.5``.
* ``spades-levels`` (seed rules, 4 individual players; A sits at each seat in turn against
  three copies of B): normal vs easy, strong vs normal, strong vs random, strong vs easy.
  ``--spades-preset classic_partnership`` plays the same pairs as two partnerships.
* ``wallachen-sessions`` (standard rules, sessions of 20 deals): a hero of one level at one
  seat against two players of another (the hero's seat turning from session to session):
  strong vs normal, easy and random; normal vs easy; easy vs random. Chips won per deal with
  a 95 % interval and the share of sessions the hero ends above its start. ``--games`` is the
  number of sessions here (a multiple of 3).
* ``spades-openspiel``: the ``openspiel`` preset (partnerships): strong vs the baseline, and
  strong vs open_spiel's own ISMCTS bot in open_spiel's engine, with the resampler its spades
  lacks supplied by ``cardtable.ai.openspiel_adapter`` (needs ``open-spiel``).

* ``tippen-levels`` (``--tippen-preset``, default katira, ``--tippen-seats`` players, default
  4): sessions of 20 deals, one seat of level A against the rest of the table at level B
  (the hero's seat turns round from session to session): strong against random, easy and
  normal, normal against easy, easy against random. Prints the share of sessions the hero
  ended above its start balance (Wilson 95 %) and its chips won per deal (mean of the
  sessions, 95 % interval). ``--sessions`` sets how many.

A "win" is a deal where A's side scored more than B's (per B seat in individual Spades; ties
count half); the interval is Wilson's 95 %. Times are A's decisions only.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai import RandomPlayer, make_player
from cardtable.ai.arena import DuelStats, duel, session_duel, wilson
from cardtable.games import get_game


def _factory(game_id: str, level: str, seed: int, options: Any) -> Any:
    if level == "random":
        return lambda seat: RandomPlayer(seed + seat)
    return lambda seat: make_player(game_id, level, seed + seat, options)


def _report(name: str, stats: DuelStats, started: float) -> None:
    print(f"{stats.line(name)}  [{time.perf_counter() - started:.0f} s]", flush=True)


PAIRS = [("normal", "easy"), ("strong", "normal"), ("strong", "random")]


def schnapsen_levels(games: int, seed: int, pairs: list[tuple[str, str]]) -> None:
    info = get_game("schnapsen")
    options = info.presets["traditional"]
    for a, b in pairs:
        t = time.perf_counter()
        stats = duel(info, options, 2, _factory("schnapsen", a, 1, options),
                     _factory("schnapsen", b, 1001, options), games, seed)
        _report(f"schnapsen traditional {a} vs {b}", stats, t)


def schnapsen_vu(games: int, seed: int, bots: list[str]) -> None:
    from cardtable.ai.vu_adapter import VU_OPTIONS, package_bot, play_vu_game, schnapsen_deck

    for bot in bots:
        t = time.perf_counter()
        wins, points, times = 0, [0, 0], []  # type: ignore[var-annotated]
        for i in range(games):
            deck = schnapsen_deck(seed * 100_003 + i // 2)
            ours = make_player("schnapsen", "strong", i, VU_OPTIONS)
            won, pts = play_vu_game(ours, package_bot(bot, seed * 7 + i), deck, i % 2 == 0, times)
            wins += won
            points[0 if won else 1] += pts
        lo, hi = wilson(wins, games)
        times.sort()
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000
        print(f"schnapsen vu_compat strong vs package {bot}: {games} deals, wins "
              f"{wins / games:.1%} (95% CI {lo:.1%}–{hi:.1%}), game points {points[0]} : "
              f"{points[1]}; decision ms median {statistics.median(times) * 1000:.1f} "
              f"p95 {p95:.1f} (n={len(times)})  [{time.perf_counter() - t:.0f} s]", flush=True)


def spades_levels(games: int, seed: int, pairs: list[tuple[str, str]],
                  preset: str = "seed") -> None:
    info = get_game("spades")
    options = info.presets[preset]
    # Individual play: A alone at each seat in turn against three copies of B; partnerships:
    # A's pair against B's pair, each pack dealt to both.
    sides = [[s] for s in range(4)] if options.partnerships == "none" else None
    for a, b in pairs:
        t = time.perf_counter()
        stats = duel(info, options, 4, _factory("spades", a, 1, options),
                     _factory("spades", b, 1001, options), games, seed, sides=sides)
        _report(f"spades {preset} 4 players {a} vs {b}", stats, t)


def spades_openspiel(games: int, seed: int, sims: int) -> None:
    info = get_game("spades")
    options = info.presets["openspiel"]
    t = time.perf_counter()
    stats = duel(info, options, 4, _factory("spades", "strong", 1, options),
                 _factory("spades", "easy", 1001, options), games, seed)
    _report("spades openspiel strong vs easy (partnerships)", stats, t)
    try:
        from cardtable.ai import openspiel_adapter as osa
    except ImportError as exc:
        print(f"open_spiel ISMCTS: skipped ({exc})")
        return
    from cardtable.cards import shuffled

    t = time.perf_counter()
    result = DuelStats()
    for i in range(games):
        deck = shuffled(info.pack(options, 4), seed * 100_003 + i // 2)
        side = (0, 2) if i % 2 == 0 else (1, 3)
        ours = {s: make_player("spades", "strong", seed + i + s, options) for s in side}
        points = osa.play_hand(ours, osa.ismcts_bot(sims, seed * 7 + i), deck, result.times_a)
        a, b = points[side[0]], points[(side[0] + 1) % 4]
        result.deals += 1
        result.points_a += a
        result.points_b += b
        result.wins += 1.0 if a > b else 0.5 if a == b else 0.0
    _report(f"spades openspiel strong vs open_spiel ISMCTS ({sims} simulations, our "
            "resampler)", result, t)


WALLACHEN_PAIRS = [("strong", "normal"), ("strong", "easy"), ("strong", "random"),
                   ("normal", "easy"), ("easy", "random")]


def wallachen_sessions(sessions: int, seed: int, pairs: list[tuple[str, str]],
                       deals: int = 20) -> None:
    from dataclasses import replace

    from cardtable.ai.arena import session_duel

    info = get_game("wallachen")
    options = replace(info.presets["standard"], session_deals=deals)
    for a, b in pairs:
        t = time.perf_counter()
        stats = session_duel(info, options, 3, _factory("wallachen", a, 1, options),
                             _factory("wallachen", b, 1001, options), sessions, deals, seed)
        print(f"{stats.line(f'wallachen standard {a} vs two {b}')}  "
              f"[{time.perf_counter() - t:.0f} s]", flush=True)


def schnapsen_search(games: int, seed: int) -> None:
    """The measurement behind the choice of determinized search over SO-ISMCTS."""
    from cardtable.ai.schnapsen import SchnapsenBaseline, SchnapsenKnowledge
    from cardtable.ai.search import Budget, SearchPlayer

    info = get_game("schnapsen")
    options = info.presets["traditional"]
    variants = {"PIMC, 200 worlds": Budget(worlds=200, work=60_000, method="pimc"),
                "SO-ISMCTS, 3000 iterations": Budget(iterations=3000, method="ismcts")}
    for name, budget in variants.items():
        t = time.perf_counter()

        def make(seat: int, budget: Budget = budget) -> Any:
            return SearchPlayer(SchnapsenKnowledge(options, 0, "rollout", 0.1), budget, 1 + seat)

        stats = duel(info, options, 2, make, lambda seat: SchnapsenBaseline(2, options), games,
                     seed)
        _report(f"schnapsen traditional {name} vs easy", stats, t)


TIPPEN_PAIRS = [("strong", "random"), ("strong", "easy"), ("strong", "normal"),
                ("normal", "easy"), ("easy", "random")]


def tippen_levels(sessions: int, seed: int, pairs: list[tuple[str, str]], preset: str,
                  seats: int) -> None:
    from dataclasses import replace

    info = get_game("tippen")
    options = replace(info.presets[preset], session_deals=20)
    for a, b in pairs:
        t = time.perf_counter()
        stats = session_duel(info, options, seats, _factory("tippen", a, 1, options),
                             _factory("tippen", b, 1001, options), sessions, 20, seed)
        print(f"{stats.line(f'tippen {preset} {seats} players {a} vs {b}')}  "
              f"[{time.perf_counter() - t:.0f} s]", flush=True)


SECTIONS = ["schnapsen-search", "schnapsen-levels", "schnapsen-vu", "spades-levels",
            "spades-openspiel", "tippen-levels",
            "wallachen-sessions"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="deals per match (even)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", nargs="*", choices=SECTIONS, default=SECTIONS)
    parser.add_argument("--pairs", nargs="*", default=[],
                        help="level matches as A:B (default: normal:easy strong:normal "
                             "strong:random, and strong:easy for Spades)")
    parser.add_argument("--ismcts-sims", type=int, default=300,
                        help="simulations per move of open_spiel's ISMCTS bot")
    parser.add_argument("--spades-preset", default="seed",
                        help="rules preset of spades-levels (seed: individual; "
                             "classic_partnership: two pairs)")
    parser.add_argument("--bots", nargs="*", default=["rand", "bully", "rdeep"],
                        help="package bots for schnapsen-vu")
    parser.add_argument("--sessions", type=int, default=100,
                        help="sessions of 20 deals per level match of tippen-levels")
    parser.add_argument("--tippen-preset", default="katira", help="rules preset of tippen-levels")
    parser.add_argument("--tippen-seats", type=int, default=4, help="players in tippen-levels")
    args = parser.parse_args()
    if "schnapsen-search" in args.only:
        schnapsen_search(args.games, args.seed)
    chosen = [tuple(p.split(":", 1)) for p in args.pairs]
    if "schnapsen-levels" in args.only:
        schnapsen_levels(args.games, args.seed, chosen or PAIRS)  # type: ignore[arg-type]
    if "schnapsen-vu" in args.only:
        schnapsen_vu(args.games, args.seed, args.bots)
    if "spades-levels" in args.only:
        spades_levels(args.games, args.seed,
                      chosen or PAIRS + [("strong", "easy")],  # type: ignore[arg-type]
                      args.spades_preset)
    if "spades-openspiel" in args.only:
        spades_openspiel(args.games, args.seed, args.ismcts_sims)
    if "tippen-levels" in args.only:
        tippen_levels(args.sessions, args.seed,
                      chosen or TIPPEN_PAIRS,  # type: ignore[arg-type]
                      args.tippen_preset, args.tippen_seats)
    if "wallachen-sessions" in args.only:
        wallachen_sessions(args.games, args.seed,
                           chosen or WALLACHEN_PAIRS)  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
