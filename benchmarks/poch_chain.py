"""Poch's Ausspielen (the chain) measured apart from the betting, paired on duplicate deals.

    nice -n 19 .venv/bin/python benchmarks/poch_chain.py --packs 600 --seed 2026 \\
        --heroes strong/strong strong/open strong/normal open/strong

A *hero* is ``BETS/CHAIN``: the player that makes the hero's betting decisions and the one
that starts its chains. Each pack is dealt once per seat with the hero at that seat against B
(``--b``, default normal) at the others, as ``ai_strength.py --only poch-duplicate`` deals
them (the same packs, dealers and player seeds). For each kind of betting the deal is played
once up to Ausspielen; then each hero with those bets plays the chain from that same position
(the state cloned), so heroes that differ only in the chain are compared on the very same
starts: their difference is the chain play alone, pack by pack.

Chains: ``strong``, ``normal``, ``easy`` (the levels), ``strong:k=v,k=v`` (strong's
:class:`~cardtable.ai.poch.PochLevel` with settings changed, as ``--poch-variant``), and
``open``: a measuring stick, never a level, that sees every hand of the deal in play and
starts each chain by the exact max-n solver of the true deal (the others taken to play their
own best, or at random against random seats, as ``OpenHandsHero`` has them;
``open:rough=0.5``: half of their starts by the greedy rule). Bets: the levels, ``open`` (:class:`~benchmarks.open_hands.OpenHandsHero`'s bets
in the true deal, the others as sound players) and ``strong:k=v,...``.

Printed per hero: its counters a deal above the B seats' (95 % over the packs), the share of
deals it starts Ausspielen, its Ausspielen counters above the B seats' when it starts and
when not, the change against the first hero pack by pack (paired), and its chain decisions'
think time (median, p95; decisions with more than one card).

``--losses strong`` instead plays the level against B and prints where its chain starts lose
against the exact best of the true deal (by how the betting ended, whether it started
Ausspielen, and the start's number in the deal).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.ai_strength import with_settings
from benchmarks.open_hands import OpenHandsHero, unclock
from cardtable.ai import RandomPlayer, make_player
from cardtable.ai.arena import mean_interval
from cardtable.cards import shuffled
from cardtable.engine.carry import Carry
from cardtable.games import get_game
from cardtable.games.poch import PLAYING, move_of


class OpenChain:
    """A measuring stick, never a level: chain starts by the exact max-n solver in the true
    deal (``holder["state"]``)."""

    def __init__(self, holder: dict[str, Any], rough: float = 0.0, wild: bool = False) -> None:
        self.holder = holder
        self.rough = rough  # the others' share of greedy starts in the solver
        self.wild = wild  # the others start at random (as against random seats)

    def choose(self, view: Any) -> Any:
        from cardtable.ai.poch import PlaySolver

        if len(view.legal) == 1:
            return view.legal[0]
        core = self.holder["state"].core
        centre = core.comp[-1] if core.rules.modern else 0
        n = view.num_seats
        rough = tuple(0.0 if s == view.seat else self.rough for s in range(n))
        wild = tuple(0.0 if s == view.seat or not self.wild else 1.0 for s in range(n))
        solver = PlaySolver(n, centre, 10**8, wild, rough)
        hands = tuple(core.hands)
        return max(view.legal,
                   key=lambda a: solver.after(hands, view.seat, move_of(a))[view.seat])


def make(spec: str, seat_seed: int, options: Any, holder: dict[str, Any], b: str) -> Any:
    """The player ``spec`` names (see the module's docstring)."""
    from cardtable.ai.poch import LEVELS, PochSearchPlayer

    if spec == "open" or spec.startswith("open:rough="):
        return OpenChain(holder, float(spec.partition("=")[2] or 0), b == "random")
    if spec == "openbets":
        return OpenHandsHero(seat_seed, options, holder, "random" if b == "random" else "sound")
    if spec == "random":
        return RandomPlayer(seat_seed)
    name, _, settings = spec.partition(":")
    if settings:
        level = with_settings(LEVELS[name], settings.split(","), "--heroes")
        return unclock(PochSearchPlayer(level, seat_seed, options, name=f"poch-{name}"))
    return unclock(make_player("poch", name, seat_seed, options))


@dataclass
class Tally:
    packs: list[float] = field(default_factory=list)  # per pack: hero above B, a deal
    deal: list[float] = field(default_factory=list)  # this pack's deals
    starts: int = 0
    chain_start: list[float] = field(default_factory=list)  # Ausspielen, hero above B
    chain_other: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)


def above(values: Any, hero: int) -> float:
    others = [x for s, x in enumerate(values) if s != hero]
    return float(values[hero] - statistics.fmean(others))


def play_to_end(state: Any, players: list[Any], hero: int, times: list[float] | None,
                holder: dict[str, Any], stop_at_chain: bool = False) -> None:
    holder["state"] = state
    while not state.is_over:
        if stop_at_chain and state.core.phase == PLAYING:
            return
        seat = state.current_player
        view = state.view(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view)
        if times is not None and seat == hero and len(view.legal) > 1:
            times.append(time.perf_counter() - t0)
        state.apply(action)


def run(packs: int, seed: int, heroes: list[str], b: str, seats: int = 4,
        preset: str = "seed", every: int = 50) -> dict[str, Tally]:
    info = get_game("poch")
    options = info.presets[preset]
    pack = info.pack(options, seats)
    holder: dict[str, Any] = {}
    groups: dict[str, list[str]] = {}
    for h in heroes:
        bets, _, chain = h.partition("/")
        groups.setdefault(bets, []).append(chain)
    tallies = {h: Tally() for h in heroes}
    t_start = time.perf_counter()
    for p in range(packs):
        deck = shuffled(pack, seed * 100_003 + p)
        dealer = p % seats
        for hero in range(seats):
            for bets, chains in groups.items():
                state = info.deal(options, seats, dealer, deck, Carry())
                others = [make(b, 1001 + s, options, holder, b) for s in range(seats)]
                players = list(others)
                players[hero] = make(bets, 1 + hero, options, holder, b)
                play_to_end(state, players, hero, None, holder, stop_at_chain=True)
                before = list(state.core.bal)
                playing = not state.is_over
                starter = state.core.turn if playing else -1
                for chain in chains:
                    tally = tallies[f"{bets}/{chain}"]
                    s = state.clone()
                    players = [make(b, 1001 + k, options, holder, b) for k in range(seats)]
                    players[hero] = make(chain, 1 + hero, options, holder, b)
                    play_to_end(s, players, hero, tally.times, holder)
                    tally.deal.append(above(s.result().points, hero))
                    if playing:
                        gain = above([x - y for x, y in zip(s.core.bal, before)], hero)
                        if starter == hero:
                            tally.starts += 1
                            tally.chain_start.append(gain)
                        else:
                            tally.chain_other.append(gain)
        for tally in tallies.values():
            tally.packs.append(statistics.fmean(tally.deal))
            tally.deal = []
        if every and (p + 1) % every == 0:
            report(tallies, heroes, seats, time.perf_counter() - t_start)
    return tallies


def report(tallies: dict[str, Tally], heroes: list[str], seats: int, seconds: float) -> None:
    ref = tallies[heroes[0]].packs
    n = len(ref)
    print(f"--- {n} packs ({n * seats} deals), {seconds:.0f} s", flush=True)
    for h in heroes:
        t = tallies[h]
        mean, half = mean_interval(t.packs)
        cs = statistics.fmean(t.chain_start) if t.chain_start else 0.0
        co = statistics.fmean(t.chain_other) if t.chain_other else 0.0
        line = (f"{h:<28} {mean:+.3f} ± {half:.3f}  starts {t.starts / (n * seats):.1%}  "
                f"chain: starting {cs:+.2f}, not {co:+.2f}")
        if h != heroes[0]:
            d_mean, d_half = mean_interval([y - x for x, y in zip(ref, t.packs)])
            line += f"  change {d_mean:+.3f} ± {d_half:.3f}"
        if t.times:
            ts = sorted(t.times)
            p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
            line += (f"  chain ms median {statistics.median(ts) * 1000:.1f} "
                     f"p95 {p95 * 1000:.1f} (n={len(ts)})")
        print(line, flush=True)


def losses(packs: int, seed: int, level: str = "strong", b: str = "normal",
           seats: int = 4, preset: str = "seed") -> None:
    """Where ``level``'s chain starts lose against the true deal's best: at each of its
    starts (more than one card) the exact max-n value in the true deal of its card against the
    best card's, by how the betting ended (showdown, fold-out, no opening), whether the hero
    started Ausspielen, and the start's number in the deal (0, 1, 2 or later)."""
    from collections import defaultdict

    from cardtable.ai.poch import PlaySolver

    info = get_game("poch")
    options = info.presets[preset]
    pack = info.pack(options, seats)
    holder: dict[str, Any] = {}
    found: dict[tuple[str, str, int], list[float]] = defaultdict(lambda: [0, 0, 0.0])
    for p in range(packs):
        deck = shuffled(pack, seed * 100_003 + p)
        for hero in range(seats):
            state = info.deal(options, seats, p % seats, deck, Carry())
            players = [make(b, 1001 + s, options, holder, b) for s in range(seats)]
            players[hero] = make(level, 1 + hero, options, holder, b)
            k, how, first = 0, "", ""
            while not state.is_over:
                seat = state.current_player
                view = state.view(seat)
                action = players[seat].choose(view)
                if state.core.phase == PLAYING and seat == hero and len(view.legal) > 1:
                    if not how:
                        how = next((e.kind for e in view.events
                                    if e.kind in ("fold_out", "showdown", "no_opening")), "?")
                        first = "starts" if next(e.seat for e in view.events if e.kind == "phase"
                                                 and e.text == "ausspielen") == hero else "later"
                    solver = PlaySolver(seats, 0, 10**8)
                    hands = tuple(state.core.hands)
                    values = {a.card: solver.after(hands, hero, move_of(a))[hero]
                              for a in view.legal}
                    row = found[(first, how, min(k, 2))]
                    row[0] += 1
                    row[1] += values[action.card] < max(values.values())
                    row[2] += max(values.values()) - values[action.card]
                    k += 1
                state.apply(action)
    deals = packs * seats
    print(f"{level} vs {b}: {deals} deals; the hero's chain starts against the true deal's best")
    for key in sorted(found):
        n, wrong, lost = found[key]
        print(f"  {key[0]:<6} {key[1]:<10} start {key[2]}{'+' if key[2] == 2 else ' '}: "
              f"{int(n):>5} decisions, {wrong / n:4.0%} not the best, {lost / n:.2f} counters "
              f"lost each, {lost / deals:.3f} a deal")
    print(f"  in all {sum(r[2] for r in found.values()) / deals:.3f} counters a deal")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--packs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--b", default="normal", help="the level at the other seats")
    parser.add_argument("--heroes", nargs="+", default=["strong/strong", "strong/open"])
    parser.add_argument("--every", type=int, default=50, help="report every so many packs")
    parser.add_argument("--losses", default="", help="instead: where this level's chain starts "
                        "lose against the true deal's best (e.g. strong)")
    args = parser.parse_args()
    if args.losses:
        losses(args.packs, args.seed, args.losses, args.b)
        return
    t = time.perf_counter()
    tallies = run(args.packs, args.seed, args.heroes, args.b, every=args.every)
    report(tallies, args.heroes, 4, time.perf_counter() - t)


if __name__ == "__main__":
    main()
