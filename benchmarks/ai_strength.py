"""How strong the computer players are: duplicate-deal matches with win rates and think times.

    .venv/bin/python benchmarks/ai_strength.py --games 200            # everything
    .venv/bin/python benchmarks/ai_strength.py --only schnapsen-vu --games 1000
    .venv/bin/python benchmarks/ai_strength.py --only schnapsen-levels spades-levels

The table of every game at once (each level against the one below and against random, the
open-hands ceilings, think times and peers, into ``docs/ai-strength.md``) is
``benchmarks/strength_table.py``; the measuring sticks that see hidden cards live in
``benchmarks/open_hands.py``.

Sections:

* ``schnapsen-search``: determinized search (PIMC) against SO-ISMCTS, each against "easy".
* ``schnapsen-levels`` (traditional rules): normal vs easy, strong vs normal, strong vs random.
* ``schnapsen-vu``: our strong player inside the ``schnapsen`` 0.0.5 package's engine (through
  ``cardtable.ai.vu_adapter``, our side modelling the ``vu_compat`` preset) against its
  RandBot, BullyBot and RdeepBot (16 samples, depth 4). Each pack is played twice, our player
  leading first once and following first once. Needs ``pip install schnapsen==0.0.5``.
* ``schnapsen-master`` (traditional rules): the master level against the frozen copy of
  today's strong player (``benchmarks/baselines/schnapsen_strong_v1.py``), so the comparison
  holds as the live levels change. ``--master`` switches the master's ideas one by one for
  their measurement, e.g. ``--master inference=0 exact_talon=4`` (see
  ``cardtable.ai.schnapsen_master.MasterConfig``). ``schnapsen-vu --level master`` plays the
  master against the package's bots. ``--master-hero`` puts a measuring stick (never a level)
  in the master's place, to bound what any fair player could win against strong: ``seen``
  is the master's search on worlds that hold the opponent's true hand (only the talon's
  order unknown), ``open`` sees every card, the talon's order too, and plays the exact
  solver's move in the true deal. ``--deal-log FILE`` writes each deal's game points, so
  that two runs on the same deals compare deal by deal (``benchmarks/paired.py``).
* ``spades-levels`` (seed rules, 4 individual players; A sits at each seat in turn against
  three copies of B): normal vs easy, strong vs normal, strong vs random, strong vs easy,
  and the master level (``cardtable.ai.spades_master``) vs strong (alone: ``--pairs
  master:strong``; ``--master k=v`` switches the master's ideas, e.g. ``inference=1``).
  ``--spades-preset classic_partnership`` plays the same pairs as two partnerships.
  ``--same-seat`` also plays each pack with B at every seat and sets A's points at a seat
  against B's at that seat with the same cards (far less luck than the win rate, where even
  perfect bids win only about 60 %: ``benchmarks/spades_bids.py``); ``--unclocked`` takes
  every wall-clock cap off (work budgets only: the same decisions on any machine).
* ``wallachen-sessions`` (standard rules, sessions of 20 deals): a hero of one level at one
  seat against two players of another (the hero's seat turning from session to session):
  strong vs normal, easy and random; normal vs easy; easy vs random. Chips won per deal with
  a 95 % interval and the share of sessions the hero ends above its start. ``--games`` is the
  number of sessions here (a multiple of 3).
* ``spades-openspiel``: the ``openspiel`` preset (partnerships): strong (``--level master``:
  the master) vs the baseline (``--skip-easy`` leaves that out), and vs open_spiel's own
  ISMCTS bot in open_spiel's engine, with the resampler its spades lacks supplied by
  ``cardtable.ai.openspiel_adapter`` (needs ``open-spiel``).
* ``poch-levels`` (``--poch-preset seed``, ``--poch-seats 4``, ``--poch-leftover split``):
  ``--sessions`` sessions of 20 deals, one A seat against B at every other seat: strong vs
  random, easy vs random, normal vs easy, strong vs normal, strong vs easy. The figures are A's chips won per deal (95 %
  interval) and the share of sessions A ends above its start balance.
* ``poch-flows``: the sessions of ``poch-levels`` (same seeds, same seat rotation; ``--pairs``,
  default strong:random) with the hero's chips per deal split by phase (ante, Melden, Pochen,
  Ausspielen, the board shared at the end) and what starting Ausspielen is worth; the share
  of sessions above the start under both end rules, read off the same sessions (play does not
  depend on the end rule), and the hero's decision times. Hero ``open`` sees every hand (a
  measuring stick of what any fair player could win, never a level).
* ``poch-duplicate``: ``--games`` single deals, each pack once per seat with A at that seat:
  A's counters per deal above the B seats' (Melden luck and the counters left on the board
  cancel out). ``--poch-variant k=v ...`` also plays A with those settings changed
  (``cardtable.ai.poch.PochLevel``'s fields, dotted into its parts: ``model.open_at=0.3``,
  ``mixing=none``) on the same packs and prints the change pack by pack, paired.
  ``poch-bluff``: how much each level's opening bets tell about its hand.
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

from benchmarks.open_hands import OpenHandsHero, open_schnapsen_hero, seen_talon_master
from cardtable.ai import RandomPlayer, make_player
from cardtable.ai.arena import DuelStats, duel, mean_interval, session_duel, wilson
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


def with_settings(config: Any, settings: list[str], flag: str) -> Any:
    """``config`` (a dataclass) with ``settings`` changed: ``name=value`` words naming a field,
    or a field of a field (``model.open_at=0.3``); a number for a number, 0 or 1 (false,
    true) for a switch, ``none`` for a part left out. A bad word stops with a message."""
    from dataclasses import fields, is_dataclass, replace

    def value_like(old: Any, text: str, name: str) -> Any:
        try:
            if isinstance(old, bool):
                return {"1": True, "true": True, "0": False, "false": False}[text.lower()]
            if isinstance(old, (int, float)):
                return type(old)(text)
        except (KeyError, ValueError):
            raise SystemExit(f"{flag}: {text!r} is no value for {name}") from None
        raise SystemExit(f"{flag}: {name} is not a number or a switch")

    for word in settings:
        name, _, text = word.partition("=")
        path = name.split(".")
        parts: list[Any] = [config]
        for key in path:
            here = parts[-1]
            known = [f.name for f in fields(here)] if is_dataclass(here) else []
            if key not in known:
                raise SystemExit(f"{flag}: no setting {name!r}"
                                 + (f"; one of {', '.join(known)}" if known else ""))
            parts.append(getattr(here, key))
        value = None if text == "none" else value_like(parts[-1], text, name)
        for key, outer in zip(reversed(path), reversed(parts[:-1])):
            value = replace(outer, **{key: value})
        config = value
    return config


def master_config(settings: list[str], game_id: str = "schnapsen") -> Any:
    """The master's settings from ``name=value`` words (ints; 0 and 1 for switches)."""
    if game_id == "spades":
        from cardtable.ai.spades_master import MasterConfig
    else:
        from cardtable.ai.schnapsen_master import MasterConfig  # type: ignore[assignment]

    return with_settings(MasterConfig(), settings, "--master")


def _master_factory(seed: int, options: Any, config: Any) -> Any:
    from cardtable.ai.schnapsen_master import make_master

    return lambda seat: make_master(seed + seat, options, config)


MASTER_HEROES = ("master", "seen", "open")


def schnapsen_master(games: int, seed: int, settings: list[str], unclocked: bool = False,
                     hero: str = "master", deal_log: str = "") -> None:
    """Master against the frozen strong; ``unclocked``: both without their wall-clock caps,
    so that only their work budgets bound them (what a machine where the clock never bites
    would see, reproducible on a loaded one). ``hero`` "seen" or "open" puts a measuring
    stick in the master's place (:func:`seen_talon_master`, :func:`open_schnapsen_hero`).
    ``deal_log``: a file to write each deal's game points (A's, B's) to, one line a deal, to
    compare two runs on the same deals pair by pair (``benchmarks/paired.py``)."""
    from dataclasses import replace

    from benchmarks.baselines.schnapsen_strong_v1 import FrozenStrong

    info = get_game("schnapsen")
    options = info.presets["traditional"]
    config = master_config(settings)
    t = time.perf_counter()
    ms = 1e9 if unclocked else None
    holder: dict[str, Any] = {}
    if hero != "master":
        dealt = info.deal

        def deal(*args: Any) -> Any:
            holder["state"] = dealt(*args)
            return holder["state"]

        info = replace(info, deal=deal)  # the heroes see the deal the match loop plays

    def master(seat: int) -> Any:
        if hero == "open":
            return open_schnapsen_hero(holder)
        if hero == "seen":
            player = seen_talon_master(1 + seat, options, holder,
                                       config if settings else None)
        else:
            player = _master_factory(1, options, config)(seat)
        if ms is not None:
            player.budget = replace(player.budget, ms=ms)
        return player

    def strong(seat: int) -> Any:
        return FrozenStrong(1001 + seat, options) if ms is None else \
            FrozenStrong(1001 + seat, options, ms=ms)

    last = [0.0, 0.0]
    if deal_log:
        Path(deal_log).write_text("", encoding="utf-8")

    def progress(i: int, stats: DuelStats) -> None:
        if deal_log:  # one line a deal: A's game points and B's
            with open(deal_log, "a", encoding="utf-8") as log:
                log.write(f"{stats.points_a - last[0]:g} {stats.points_b - last[1]:g}\n")
            last[:] = [stats.points_a, stats.points_b]
        if (i + 1) % 50 == 0 and i + 1 < games:
            _report(f"  … after {i + 1}", stats, t)

    stats = duel(info, options, 2, master, strong, games, seed, on_deal=progress)
    clock = " (unclocked)" if unclocked else ""
    who = {"master": f"master {config}", "seen": "seen-hand master (a measuring stick)",
           "open": "open-cards solver (a measuring stick)"}[hero]
    _report(f"schnapsen traditional {who} vs frozen strong v1{clock}", stats, t)


def schnapsen_vu(games: int, seed: int, bots: list[str], level: str = "strong",
                 settings: list[str] | None = None) -> None:
    from cardtable.ai.vu_adapter import VU_OPTIONS, package_bot, play_vu_game, schnapsen_deck

    for bot in bots:
        t = time.perf_counter()
        wins, points, times = 0, [0, 0], []  # type: ignore[var-annotated]
        for i in range(games):
            deck = schnapsen_deck(seed * 100_003 + i // 2)
            if level == "master":
                ours = _master_factory(i, VU_OPTIONS, master_config(settings or []))(0)
            else:
                ours = make_player("schnapsen", level, i, VU_OPTIONS)
            won, pts = play_vu_game(ours, package_bot(bot, seed * 7 + i), deck, i % 2 == 0, times)
            wins += won
            points[0 if won else 1] += pts
            if (i + 1) % 50 == 0 and i + 1 < games:
                print(f"  … after {i + 1}: wins {wins}  [{time.perf_counter() - t:.0f} s]",
                      flush=True)
        lo, hi = wilson(wins, games)
        times.sort()
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000
        print(f"schnapsen vu_compat {level} vs package {bot}: {games} deals, wins "
              f"{wins / games:.1%} (95% CI {lo:.1%}–{hi:.1%}), game points {points[0]} : "
              f"{points[1]}; decision ms median {statistics.median(times) * 1000:.1f} "
              f"p95 {p95:.1f} (n={len(times)})  [{time.perf_counter() - t:.0f} s]", flush=True)


def _spades_factory(level: str, seed: int, options: Any, settings: list[str],
                    unclocked: bool = False) -> Any:
    """Players of a level; ``unclocked``: without their wall-clock caps (work budgets only)."""
    from dataclasses import replace

    if level == "master" and settings:
        from cardtable.ai.spades_master import make_master

        config = master_config(settings, "spades")

        def make(seat: int) -> Any:
            return make_master(seed + seat, options, config)
    else:
        make = _factory("spades", level, seed, options)
    if not unclocked:
        return make

    def unclocked_player(seat: int) -> Any:
        player = make(seat)
        search = getattr(player, "search", None)
        if search is not None:
            search.budget = replace(search.budget, ms=1e9)
            player.bid_ms = 0.0
        return player

    return unclocked_player


def _same_seat(info: Any, options: Any, make_b: Any, seed: int) -> Any:
    """The duplicate comparison at one seat: each pack played once by B at every seat, and
    A's points at a seat set against B's at that seat with the same cards (individual play:
    pack ``i // 4``, A at seat ``i % 4``, as ``duel`` deals them). Returns the ``on_deal``
    hook and the list of (A − B) differences it fills."""
    from cardtable.ai.arena import play_deal
    from cardtable.cards import shuffled
    from cardtable.engine.carry import Carry

    pack = info.pack(options, 4)
    b_points: dict[int, list[int]] = {}
    diffs: list[float] = []
    last = [0.0]

    def hook(i: int, stats: DuelStats) -> None:
        k = i // 4
        if k not in b_points:
            deck = shuffled(pack, seed * 100_003 + k)
            state = info.deal(options, 4, k % 4, deck, Carry())
            b_points[k] = list(play_deal(state, [make_b(s) for s in range(4)]).points)
        diffs.append(stats.points_a - last[0] - b_points[k][i % 4])
        last[0] = stats.points_a

    return hook, diffs


def _same_seat_line(diffs: list[float]) -> str:
    n = len(diffs)
    mean, half = mean_interval(diffs)
    better = sum(1.0 if d > 0 else 0.5 if d == 0 else 0.0 for d in diffs)
    lo, hi = wilson(better, n)
    return (f"  same seat, same cards (A against B at B's table): A's points − B's "
            f"{mean:+.2f} ± {half:.2f} per deal; A scored more in {better / n:.1%} "
            f"(95% CI {lo:.1%}–{hi:.1%}; ties half) of {n}")


def spades_levels(games: int, seed: int, pairs: list[tuple[str, str]],
                  preset: str = "seed", settings: list[str] | None = None,
                  unclocked: bool = False, same_seat: bool = False) -> None:
    info = get_game("spades")
    options = info.presets[preset]
    # Individual play: A alone at each seat in turn against three copies of B; partnerships:
    # A's pair against B's pair, each pack dealt to both.
    individual = options.partnerships == "none"
    sides = [[s] for s in range(4)] if individual else None
    for a, b in pairs:
        t = time.perf_counter()
        name = (f"spades {preset} 4 players {a} vs {b}" + (f" {settings}" if settings else "")
                + (" (unclocked)" if unclocked else ""))
        make_b = _spades_factory(b, 1001, options, settings or [], unclocked)
        hook, diffs = (_same_seat(info, options, make_b, seed) if same_seat and individual
                       else (None, []))

        def progress(i: int, stats: DuelStats, name: str = name, t: float = t,
                     hook: Any = hook, diffs: list[float] = diffs) -> None:
            if hook is not None:
                hook(i, stats)
            if (i + 1) % 20 == 0 and i + 1 < games:  # partial figures of a long match
                _report(f"{name} (so far)", stats, t)
                if diffs:
                    print(_same_seat_line(diffs), flush=True)

        stats = duel(info, options, 4, _spades_factory(a, 1, options, settings or [], unclocked),
                     make_b, games, seed, sides=sides, on_deal=progress)
        _report(name, stats, t)
        if diffs:
            print(_same_seat_line(diffs), flush=True)


def spades_openspiel(games: int, seed: int, sims: int, level: str = "strong",
                     skip_easy: bool = False) -> None:
    info = get_game("spades")
    options = info.presets["openspiel"]
    if not skip_easy:
        t = time.perf_counter()
        stats = duel(info, options, 4, _factory("spades", level, 1, options),
                     _factory("spades", "easy", 1001, options), games, seed)
        _report(f"spades openspiel {level} vs easy (partnerships)", stats, t)
    try:
        from cardtable.ai import openspiel_adapter as osa
    except ImportError as exc:
        print(f"open_spiel ISMCTS: skipped ({exc})")
        return
    from cardtable.cards import shuffled

    t = time.perf_counter()
    result = DuelStats()
    name = f"spades openspiel {level} vs open_spiel ISMCTS ({sims} simulations, our resampler)"
    for i in range(games):
        deck = shuffled(info.pack(options, 4), seed * 100_003 + i // 2)
        side = (0, 2) if i % 2 == 0 else (1, 3)
        ours = {s: make_player("spades", level, seed + i + s, options) for s in side}
        points = osa.play_hand(ours, osa.ismcts_bot(sims, seed * 7 + i), deck, result.times_a)
        a, b = points[side[0]], points[(side[0] + 1) % 4]
        result.deals += 1
        result.points_a += a
        result.points_b += b
        result.wins += 1.0 if a > b else 0.5 if a == b else 0.0
        if (i + 1) % 10 == 0 and i + 1 < games:
            _report(f"{name} (so far)", result, t)
    _report(name, result, t)


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


POCH_PAIRS = [("strong", "random"), ("easy", "random"), ("normal", "easy"),
              ("strong", "normal"), ("strong", "easy")]


def poch_levels(sessions: int, seed: int, pairs: list[tuple[str, str]], preset: str = "seed",
                seats: int = 4, leftover: str = "", deals: int = 20) -> None:
    """Sessions of ``deals`` deals: one A seat against B at every other seat (the A seat
    turning round the table, each match seed played once per seat). ``leftover``: the
    session's ``leftover_at_end`` (default: the preset's)."""
    from dataclasses import replace

    info = get_game("poch")
    options = replace(info.presets[preset], session_deals=deals)
    if leftover:
        options = replace(options, leftover_at_end=leftover)
    for a, b in pairs:
        t = time.perf_counter()
        stats = session_duel(info, options, seats, _factory("poch", a, 1, options),
                             _factory("poch", b, 1001, options), sessions, deals, seed)
        name = f"poch {preset} {options.leftover_at_end} {seats} players {a} vs {b}"
        print(f"{stats.line(name)}  "
              f"[{time.perf_counter() - t:.0f} s]", flush=True)


POCH_PHASES = {"ante": "ante", "claim": "Melden", "open": "Pochen", "hold": "Pochen",
               "raise": "Pochen", "fold_out": "Pochen", "showdown": "Pochen",
               "payment": "Ausspielen", "centre": "Ausspielen"}


def poch_flows(sessions: int, seed: int, pairs: list[tuple[str, str]], preset: str = "seed",
               seats: int = 4, deals: int = 20) -> None:
    """Where the hero's chips come from: the sessions of ``poch-levels`` (the same seeds and
    seat rotation), the hero's chips per deal split by phase (ante, Melden, Pochen, Ausspielen,
    the board shared at the end), each with a 95 % interval, and how much starting
    Ausspielen is worth. Hero ``open`` is :class:`OpenHandsHero` (sees every hand)."""
    from collections import Counter
    from dataclasses import replace

    from cardtable.ai.arena import play_deal, wilson

    info = get_game("poch")
    # Played under ``split`` (the board shared at the end), so that both end rules can be read
    # off the same sessions: ``unclaimed`` is the same play without the shares.
    options = replace(info.presets[preset], session_deals=deals, leftover_at_end="split")
    holder: dict[str, Any] = {}
    for a, b in pairs:
        t = time.perf_counter()
        make_a = (lambda s, b=b: OpenHandsHero(1 + s, options, holder, b)) if a == "open" else \
            _factory("poch", a, 1, options)
        make_b = _factory("poch", b, 1001, options)
        per_session: list[Counter[str]] = []
        times: list[float] = []
        start_deals = start_gain = other_deals = other_gain = 0
        for k in range(sessions):
            hero = k % seats
            match = info.match_type(info, options, seats, seed * 100_003 + k // seats)
            players: list[Any] = [make_a(s) if s == hero else make_b(s) for s in range(seats)]
            flows: Counter[str] = Counter()
            for _ in range(deals):
                state = match.start_deal()
                holder["state"] = state
                play_deal(state, players, {hero}, times)
                match.finish_deal()
                starts = next(e.seat for e in state.log
                              if e.kind == "phase" and e.text == "ausspielen") == hero
                before = flows["Ausspielen"]
                for e in state.log:
                    for m in e.chips:
                        if hero in (m.source, m.dest):
                            flows[POCH_PHASES[e.kind]] += m.amount if m.dest == hero \
                                else -m.amount
                gain = flows["Ausspielen"] - before
                if starts:
                    start_deals, start_gain = start_deals + 1, start_gain + gain
                else:
                    other_deals, other_gain = other_deals + 1, other_gain + gain
            closing = getattr(match, "closing_moves", ())
            flows["board shared"] += sum(m.amount for m in closing if m.dest == hero)
            per_session.append(flows)
        times.sort()
        median = statistics.median(times) * 1000 if times else 0.0
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000 if times else 0.0
        print(f"poch {preset} {options.leftover_at_end} {seats} players {a} vs {b}: "
              f"{sessions} sessions of {deals} deals; hero decision ms median {median:.1f} "
              f"p95 {p95:.1f} (n={len(times)})  [{time.perf_counter() - t:.0f} s]")
        # The play does not depend on the end rule: the same sessions under each rule.
        for rule, shared in (("split", 1), ("unclaimed", 0)):
            totals = [sum(f.values()) - (1 - shared) * f["board shared"] for f in per_session]
            above = sum(1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in totals)
            lo, hi = wilson(above, sessions)
            mean, half = mean_interval([x / deals for x in totals])
            print(f"  leftover {rule:<9}: hero above its start in {above / sessions:.1%} "
                  f"(95% CI {lo:.1%}–{hi:.1%}), chips won per deal {mean:+.2f} ± {half:.2f}")
        for phase in ("ante", "Melden", "Pochen", "Ausspielen", "board shared", "total"):
            xs = [(sum(f.values()) if phase == "total" else f[phase]) / deals
                  for f in per_session]
            mean, half = mean_interval(xs)
            print(f"  {phase:<13} {mean:+6.2f} ± {half:.2f} per deal "
                  f"(sd over a session {statistics.pstdev(xs) * deals:.1f})")
        print(f"  Ausspielen when the hero starts it: {start_gain / max(1, start_deals):+.2f} "
              f"per deal ({start_deals} deals); when another seat does: "
              f"{other_gain / max(1, other_deals):+.2f} ({other_deals})", flush=True)


def poch_variant(level: str, settings: list[str]) -> Any:
    """Poch's ``level`` (normal or strong) with ``settings`` changed (:func:`with_settings`):
    a field of :class:`~cardtable.ai.poch.PochLevel` or of one of its parts
    (``start_weight=1.6``, ``model.open_at=0.3``, ``budget.worlds=240``, ``mixing.disguise=0``,
    ``mixing=none``)."""
    from cardtable.ai.poch import LEVELS

    if level not in LEVELS:
        raise SystemExit(f"--poch-variant: {level!r} has no settings; one of {', '.join(LEVELS)}")
    return with_settings(LEVELS[level], settings, "--poch-variant")


def poch_duplicate(deals: int, seed: int, pairs: list[tuple[str, str]],
                   preset: str = "seed", seats: int = 4, variant: list[str] | None = None) -> None:
    """Single deals, each pack dealt once per seat with A at that seat and B at the others
    (the luck of Melden and of the cards cancels over the pack): A's counters per deal less
    the mean of the B seats', with a 95 % interval over the packs. With ``variant``
    (:func:`poch_variant`), A is also played so changed on the same packs with the same
    random numbers, and the change in A's counters above B's is given pack by pack (paired:
    far narrower than the difference of the two lines)."""
    import itertools
    import statistics

    from cardtable.ai.poch import PochSearchPlayer

    info = get_game("poch")
    options = info.presets[preset]

    def interval(values: list[float]) -> str:
        mean, half = mean_interval(values)
        return f"{mean:+.3f} ± {half:.3f}"

    def per_pack(name: str, make_a: Any, make_b: Any) -> list[float]:
        t = time.perf_counter()
        running: list[float] = [0.0]  # A's counters above B's after each deal

        def on_deal(i: int, stats: DuelStats, running: list[float] = running) -> None:
            running.append(stats.points_a - stats.points_b)

        stats = duel(info, options, seats, make_a, make_b, deals, seed,
                     sides=[[s] for s in range(seats)], on_deal=on_deal)
        diffs = [y - x for x, y in itertools.pairwise(running)]
        packs = [statistics.fmean(diffs[i:i + seats]) for i in range(0, len(diffs), seats)]
        print(f"poch {preset} {seats} players {name}: {stats.deals} deals "
              f"({len(packs)} packs), A's counters per deal above B's {interval(packs)}  "
              f"[{time.perf_counter() - t:.0f} s]", flush=True)
        return packs

    levels = {a: poch_variant(a, variant) for a, _ in pairs} if variant else {}  # checked first
    for a, b in pairs:
        make_b = _factory("poch", b, 1001, options)
        packs = per_pack(f"{a} vs {b}", _factory("poch", a, 1, options), make_b)
        if variant:
            level = levels[a]
            changed = per_pack(f"{a} {' '.join(variant)} vs {b}",
                               lambda s, level=level, name=f"poch-{a}": PochSearchPlayer(
                                   level, 1 + s, options, name=name),
                               make_b)
            print(f"  the change, pack by pack: {interval([y - x for x, y in zip(packs, changed)])}"
                  " counters a deal", flush=True)


def poch_bluff(deals: int, seed: int, levels: tuple[str, ...] = ("normal", "strong")) -> None:
    """How much a level's opening bets tell about its hand: four seats of one level play
    ``deals`` deals; at every decision that may open, the hand's chance of beating a set
    (weak, middling, strong: thirds of that chance) against the bet made. Printed: the share
    of each bet per class of hand, how often the best guess of the class from the bet is right
    (against guessing the most common class), and the information the bet carries in bits."""
    import math
    from collections import Counter

    from cardtable.ai.poch import key_table
    from cardtable.games.poch import PochView, hand_key, rules_for

    info = get_game("poch")
    options = info.presets["seed"]
    table = key_table(rules_for(options, 4))
    for level in levels:
        t = time.perf_counter()
        seen: Counter[tuple[str, str]] = Counter()
        players = [make_player("poch", level, seed + s, options) for s in range(4)]
        for d in range(deals):
            state = info.new_deal(options, 4, d % 4, seed * 100_003 + d)
            while not state.is_over:
                view = state.view(state.current_player)
                action = players[view.seat].choose(view)
                if isinstance(view, PochView) and any(a.kind == "open" for a in view.legal):
                    chance = table.beats_set(hand_key(view.hand, view.trump))
                    cls = "weak" if chance < 1 / 3 else "middling" if chance < 2 / 3 else "strong"
                    seen[(cls, str(action))] += 1
                state.apply(action)
        total = sum(seen.values())
        classes = sorted({c for c, _ in seen})
        bets = sorted({b for _, b in seen})
        print(f"poch seed {level}: {total} decisions that may open, {deals} deals "
              f"[{time.perf_counter() - t:.0f} s]")
        for c in classes:
            row = sum(seen[(c, b)] for b in bets)
            shares = "  ".join(f"{b} {seen[(c, b)] / row:5.1%}" for b in bets)
            print(f"  {c:<9} ({row:>4}): {shares}")
        right = sum(max(seen[(c, b)] for c in classes) for b in bets) / total
        base = max(sum(seen[(c, b)] for b in bets) for c in classes) / total
        mi = 0.0
        for (c, b), k in seen.items():
            pc = sum(seen[(c, x)] for x in bets) / total
            pb = sum(seen[(x, b)] for x in classes) / total
            mi += k / total * math.log2(k / total / (pc * pb))
        print(f"  the class guessed from the bet: right {right:.1%} (most common class "
              f"{base:.1%}); information in the bet {mi:.3f} bits", flush=True)




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


SECTIONS = ["schnapsen-search", "schnapsen-levels", "schnapsen-master", "schnapsen-vu", "spades-levels",
            "spades-openspiel", "tippen-levels",
            "wallachen-sessions", "poch-levels", "poch-flows", "poch-duplicate", "poch-bluff"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="deals per match (even)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", nargs="*", choices=SECTIONS, default=SECTIONS)
    parser.add_argument("--pairs", nargs="*", default=[],
                        help="level matches as A:B (default: normal:easy strong:normal "
                             "strong:random, and strong:easy master:strong for Spades)")
    parser.add_argument("--level", default="strong",
                        help="our level in schnapsen-vu and spades-openspiel (strong or master)")
    parser.add_argument("--skip-easy", action="store_true",
                        help="spades-openspiel: only the match against open_spiel's ISMCTS")
    parser.add_argument("--master", nargs="*", default=[],
                        help="master settings as name=value (schnapsen-master, schnapsen-vu, "
                             "spades-levels)")
    parser.add_argument("--master-hero", default="master", choices=MASTER_HEROES,
                        help="schnapsen-master: who plays the frozen strong (seen, open: "
                             "measuring sticks that see hidden cards, never levels)")
    parser.add_argument("--deal-log", default="",
                        help="schnapsen-master: write each deal's game points (A, B) to this "
                             "file, one line a deal")
    parser.add_argument("--unclocked", action="store_true",
                        help="schnapsen-master, spades-levels: both players without their "
                             "wall-clock caps")
    parser.add_argument("--same-seat", action="store_true",
                        help="spades-levels (individual): also play each pack with B at every "
                             "seat and compare A's points with B's at the same seat")
    parser.add_argument("--ismcts-sims", type=int, default=300,
                        help="simulations per move of open_spiel's ISMCTS bot")
    parser.add_argument("--spades-preset", default="seed",
                        help="rules preset of spades-levels (seed: individual; "
                             "classic_partnership: two pairs)")
    parser.add_argument("--poch-preset", default="seed", help="rules preset of poch-levels")
    parser.add_argument("--poch-seats", type=int, default=4, help="players in poch-levels")
    parser.add_argument("--poch-variant", nargs="*", default=[],
                        help="poch-duplicate: also play A with these settings changed "
                             "(name=value, e.g. model.open_at=0.3 mixing=none) on the same "
                             "packs, and print the change pack by pack")
    parser.add_argument("--poch-leftover", default="split", choices=["", "unclaimed", "split"],
                        help="leftover_at_end of the poch-levels sessions (default split: the "
                             "board is shared at the end, so that a seat's balance is its "
                             "whole result; with unclaimed the counters left on the board are "
                             "lost to every seat and each level ends below its start more "
                             "often; '' is the preset's rule)")
    parser.add_argument("--bots", nargs="*", default=["rand", "bully", "rdeep"],
                        help="package bots for schnapsen-vu")
    parser.add_argument("--sessions", type=int, default=100,
                        help="sessions of 20 deals per pair in tippen-levels and poch-levels")
    parser.add_argument("--tippen-preset", default="katira", help="rules preset of tippen-levels")
    parser.add_argument("--tippen-seats", type=int, default=4, help="players in tippen-levels")
    args = parser.parse_args()
    if "schnapsen-search" in args.only:
        schnapsen_search(args.games, args.seed)
    chosen = [tuple(p.split(":", 1)) for p in args.pairs]
    if "schnapsen-levels" in args.only:
        schnapsen_levels(args.games, args.seed, chosen or PAIRS)  # type: ignore[arg-type]
    if "schnapsen-master" in args.only:
        schnapsen_master(args.games, args.seed, args.master, args.unclocked, args.master_hero,
                         args.deal_log)
    if "schnapsen-vu" in args.only:
        schnapsen_vu(args.games, args.seed, args.bots, args.level, args.master)
    if "spades-levels" in args.only:
        spades_levels(args.games, args.seed,
                      chosen or PAIRS + [("strong", "easy"), ("master", "strong")],  # type: ignore[arg-type]
                      args.spades_preset, args.master, args.unclocked, args.same_seat)
    if "spades-openspiel" in args.only:
        spades_openspiel(args.games, args.seed, args.ismcts_sims, args.level, args.skip_easy)
    if "tippen-levels" in args.only:
        tippen_levels(args.sessions, args.seed,
                      chosen or TIPPEN_PAIRS,  # type: ignore[arg-type]
                      args.tippen_preset, args.tippen_seats)
    if "wallachen-sessions" in args.only:
        wallachen_sessions(args.games, args.seed,
                           chosen or WALLACHEN_PAIRS)  # type: ignore[arg-type]
    if "poch-levels" in args.only:
        poch_levels(args.sessions, args.seed, chosen or POCH_PAIRS,  # type: ignore[arg-type]
                    args.poch_preset, args.poch_seats, args.poch_leftover)
    if "poch-flows" in args.only:
        poch_flows(args.sessions, args.seed,
                   chosen or [("strong", "random")], args.poch_preset, args.poch_seats)
    if "poch-duplicate" in args.only:
        poch_duplicate(args.games, args.seed, chosen or POCH_PAIRS,  # type: ignore[arg-type]
                       args.poch_preset, args.poch_seats, args.poch_variant)
    if "poch-bluff" in args.only:
        poch_bluff(args.games, args.seed)


if __name__ == "__main__":
    main()
