"""Poch: where a hero's counters over the table come from, and paired comparisons of heroes.

    nice -n 19 .venv/bin/python benchmarks/poch_bets.py --vs normal --packs 300 --seed 2026 \\
        --heroes strong open open-bets open-chain strong:bet_solve=4000

Each hero sits alone at each seat of every pack in turn against copies of ``--vs`` (the
packs, dealers and the B seats' seeds of ``ai_strength.py --only poch-duplicate``; every
player unclocked, so the decisions do not depend on the machine's load). Printed for every
hero: its counters a deal above the B seats' (95 % over the packs), split into Pochen (the
betting pool) and Ausspielen, how often it starts Ausspielen, and its decision times
(median, p95); then each hero less the first, pack by pack (paired: the same cards, the same
B seats).

Heroes: a level (``easy``, ``normal``, ``strong``), a level with its settings changed
(``strong:bet_solve=4000,model.open_at=0.3``: :class:`~cardtable.ai.poch.PochLevel`'s fields
as ``ai_strength.py --poch-variant`` takes them, comma-separated), or a measuring stick that
sees every hand (:class:`benchmarks.open_hands.OpenHandsHero`, never a level): ``open`` (bets
simulated in the true deal, the chain solved in it), ``open-bets`` (its bets, strong's chain
play) and ``open-chain`` (strong's bets, its chain play); ``open-bets/normal`` and
``open-chain/normal`` pair it with normal instead. The two halves tell how much of
the open-hands player's gain lies in the betting and how much in the chains.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.ai_strength import with_settings
from benchmarks.open_hands import OpenHandsHero, holding_deals, unclock
from cardtable.ai import RandomPlayer, make_player
from cardtable.ai.arena import mean_interval, play_deal
from cardtable.cards import shuffled
from cardtable.engine.carry import Carry
from cardtable.games import get_game

PHASE = {"open": "pochen", "hold": "pochen", "raise": "pochen", "fold_out": "pochen",
         "showdown": "pochen", "payment": "aus", "centre": "aus"}


class Halves:
    """Bets by one player, chains by another."""

    def __init__(self, bets: Any, chains: Any) -> None:
        self.bets, self.chains = bets, chains

    def choose(self, view: Any) -> Any:
        return (self.bets if view.phase == "pochen" else self.chains).choose(view)


def hero_factory(name: str, vs: str, options: Any, holder: dict[str, Any]) -> Any:
    from cardtable.ai.poch import LEVELS, PochSearchPlayer

    others = "random" if vs == "random" else "sound"
    if name == "open":
        return lambda s: OpenHandsHero(1 + s, options, holder, others)
    half, _, fair = name.partition("/")
    if half in ("open-bets", "open-chain"):
        def make(s: int) -> Any:
            hero = OpenHandsHero(1 + s, options, holder, others)
            level = unclock(make_player("poch", fair or "strong", 1 + s, options))
            return Halves(hero, level) if half == "open-bets" else Halves(level, hero)
        return make
    level, _, settings = name.partition(":")
    if settings:
        changed = with_settings(LEVELS[level], settings.split(","), "--heroes")
        return lambda s: unclock(PochSearchPlayer(changed, 1 + s, options, name=f"poch-{level}"))
    return level_factory(level, 1, options)


def level_factory(level: str, seed: int, options: Any) -> Any:
    if level == "random":
        return lambda s: RandomPlayer(seed + s)
    return lambda s: unclock(make_player("poch", level, seed + s, options))


def run(hero: str, vs: str, packs: int, seed: int, seats: int = 4) -> dict[str, list[float]]:
    """Per pack: the hero's counters a deal above the B seats' (all, Pochen, Ausspielen), its
    share of Ausspielen starts; and its decision times."""
    holder: dict[str, Any] = {}
    info = holding_deals(get_game("poch"), holder)
    options = info.presets["seed"]
    make_a = hero_factory(hero, vs, options, holder)
    make_b = level_factory(vs, 1001, options)
    pack = info.pack(options, seats)
    out: dict[str, list[float]] = {"gain": [], "pochen": [], "aus": [], "starts": [],
                                   "times": []}
    for p in range(packs):
        deck = shuffled(pack, seed * 100_003 + p)
        sums = dict.fromkeys(("gain", "pochen", "aus", "starts"), 0.0)
        for a in range(seats):
            players = [make_a(s) if s == a else make_b(s) for s in range(seats)]
            state = info.deal(options, seats, p % seats, deck, Carry())
            result = play_deal(state, players, {a}, out["times"])
            flows = {k: [0.0] * seats for k in ("pochen", "aus")}
            starter = -1
            for e in state.log:
                if e.kind == "phase" and e.text == "ausspielen":
                    starter = e.seat
                kind = PHASE.get(e.kind)
                for m in e.chips if kind else ():
                    if isinstance(m.dest, int):
                        flows[kind][m.dest] += m.amount
                    if isinstance(m.source, int):
                        flows[kind][m.source] -= m.amount
            for k, row in flows.items():
                sums[k] += row[a] - (sum(row) - row[a]) / (seats - 1)
            pts = result.points
            sums["gain"] += pts[a] - (sum(pts) - pts[a]) / (seats - 1)
            sums["starts"] += starter == a
        for k, x in sums.items():
            out[k].append(x / seats)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--heroes", nargs="+", default=["strong", "open-bets", "open"])
    parser.add_argument("--vs", default="normal")
    parser.add_argument("--packs", type=int, default=150)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    first: dict[str, list[float]] | None = None
    for hero in args.heroes:
        t = time.perf_counter()
        got = run(hero, args.vs, args.packs, args.seed)
        times = sorted(got["times"]) or [0.0]
        parts = []
        for k in ("gain", "pochen", "aus"):
            mean, half = mean_interval(got[k])
            parts.append(f"{k} {mean:+.3f} ± {half:.3f}")
        print(f"{hero} vs {args.vs}, {args.packs} packs (seed {args.seed}): "
              f"{'; '.join(parts)}; starts {statistics.fmean(got['starts']):.1%}; ms median "
              f"{statistics.median(times) * 1000:.1f} p95 "
              f"{times[int(0.95 * (len(times) - 1))] * 1000:.1f} (n={len(times)})  "
              f"[{time.perf_counter() - t:.0f} s]", flush=True)
        if first is None:
            first = got
            continue
        parts = []
        for k in ("gain", "pochen", "aus"):
            mean, half = mean_interval([y - x for x, y in zip(first[k], got[k])])
            parts.append(f"{k} {mean:+.3f} ± {half:.3f}")
        print(f"  {hero} less {args.heroes[0]}, paired: {'; '.join(parts)}", flush=True)


if __name__ == "__main__":
    main()
