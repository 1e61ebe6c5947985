"""How well Spades bids fit the tricks taken, and what other ways of bidding would have scored.

    .venv/bin/python benchmarks/spades_bids.py --deals 300 --seed 7 [--out bids.jsonl]
    .venv/bin/python benchmarks/spades_bids.py --read bids.jsonl [more.jsonl ...]

Strong plays every seat of seeded deals (seed rules, four individual players). At each bid
the seat's view is played out ``--playouts`` times from deals sampled as the bidders sample
them (strong's knowledge and playout policy), and the tricks each playout gave the seat are
kept with the bid and the tricks the seat really took. Then, on those hands:

* the calibration: the tricks taken against the playouts' mean, and how often a bid of ``b``
  was made against the share of playouts that took ``b`` or more;
* other ways of bidding, each scored on the tricks really taken (the others' points as they
  were): strong's bid as made; the best expected score over the playouts (``spread``: a
  share of the playouts counted a trick lower and as many a trick higher); an oracle that bids
  what the seat took; and strong's bid with a trick more or fewer taken (what a trick is worth).
  Figures: points per hand, the deal won against each other seat (ties half, as in
  ``ai_strength.py``), and each rule's difference from strong's bid with a 95 % interval.

The counterfactual holds the tricks taken fixed: a bid changes the play only through the
searches' valuations (in the seed rules every seat wants tricks whatever it bid).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai import make_player
from cardtable.ai.arena import play_deal
from cardtable.ai.spades import SpadesKnowledge
from cardtable.cards import shuffled
from cardtable.engine.carry import Carry
from cardtable.games import get_game
from cardtable.games.spades import score_side

Record = dict[str, Any]


class _Logged:
    """A player whose bid view and bid are noted in ``record``."""

    def __init__(self, player: Any, record: Record) -> None:
        self.player, self.record = player, record

    def choose(self, view: Any) -> Any:
        action = self.player.choose(view)
        if view.phase == "bid" and action.kind == "bid":
            self.record["view"], self.record["bid"] = view, action.n
        return action


def collect(deals: int, seed: int, playouts: int, out: Path) -> list[Record]:
    info = get_game("spades")
    options = info.presets["seed"]
    pack = info.pack(options, 4)
    records = []
    with out.open("a") as f:
        for i in range(deals):
            t = time.perf_counter()
            notes: list[Record] = [{} for _ in range(4)]
            players: list[Any] = [_Logged(make_player("spades", "strong", 1001 + s + 10 * i, options),
                               notes[s]) for s in range(4)]
            state: Any = info.deal(options, 4, i % 4, shuffled(pack, seed * 100_003 + i), Carry())
            result = play_deal(state, players)
            for s in range(4):
                view = notes[s]["view"]
                knowledge = SpadesKnowledge(options, cash=True)  # strong's
                rng = random.Random(seed * 1_000_003 + i * 10 + s)
                tricks = []
                for _ in range(playouts):
                    w = knowledge.sample(view, rng)
                    while not w.is_over:
                        w.play(knowledge.playout_card(w, rng))
                    tricks.append(w.won[s])
                record = {"deal": i, "seat": s, "bid": notes[s]["bid"],
                          "won": state.core.won[s], "points": list(result.points),
                          "playouts": tricks}
                records.append(record)
                f.write(json.dumps(record) + "\n")
            f.flush()
            print(f"deal {i}: {time.perf_counter() - t:.1f} s", file=sys.stderr, flush=True)
    return records


def score(bid: int, tricks: int) -> int:
    """The seat's points for the hand under the seed rules (the game's own scoring)."""
    options = get_game("spades").presets["seed"]
    return score_side(options, [0], [bid], [False], [tricks], 0)[0]


def expected_bid(spread: float) -> Callable[[Record], int]:
    """The bid with the best mean score over the record's playouts (ties: the lower bid)."""
    def rule(r: Record) -> int:
        counts: dict[int, int] = {}
        for t in r["playouts"]:
            counts[t] = counts.get(t, 0) + 1

        def mean(b: int) -> float:
            total = 0.0
            for t, n in counts.items():
                down, up = (t - 1 if t > 0 else t), (t + 1 if t < 13 else t)
                total += n * ((1 - 2 * spread) * score(b, t) + spread * (score(b, down)
                                                                        + score(b, up)))
            return total
        return max(range(1, 14), key=lambda b: (mean(b), -b))
    return rule


def won_against_others(r: Record, points: int) -> float:
    others = [p for s, p in enumerate(r["points"]) if s != r["seat"]]
    return sum(1.0 if points > p else 0.5 if points == p else 0.0 for p in others) / len(others)


def report(records: list[Record]) -> None:
    n = len(records)
    mean_playout = [statistics.fmean(r["playouts"]) for r in records]
    errors = [r["won"] - m for r, m in zip(records, mean_playout)]
    print(f"{n} hands; tricks taken − playouts' mean: {statistics.fmean(errors):+.2f} "
          f"(sd {statistics.pstdev(errors):.2f}; the playouts' own sd "
          f"{statistics.fmean(statistics.pstdev(r['playouts']) for r in records):.2f})")
    bins: dict[int, list[tuple[float, bool]]] = {}
    for r in records:
        for b in range(1, 14):
            p = sum(t >= b for t in r["playouts"]) / len(r["playouts"])
            if 0.02 < p < 0.98:
                bins.setdefault(min(9, int(p * 10)), []).append((p, r["won"] >= b))
    print("share of playouts taking b or more → share of hands that did:")
    for k in sorted(bins):
        pairs = bins[k]
        print(f"  {statistics.fmean(p for p, _ in pairs):.2f} → "
              f"{statistics.fmean(float(o) for _, o in pairs):.2f} (n={len(pairs)})")

    def strong(r: Record) -> int:
        return int(r["bid"])

    rules: list[tuple[str, Callable[[Record], int], int]] = [
        ("strong's bid", strong, 0),
        ("best mean over the playouts", expected_bid(0.0), 0),
        ("… spread 0.10", expected_bid(0.10), 0),
        ("… spread 0.15", expected_bid(0.15), 0),
        ("… spread 0.20", expected_bid(0.20), 0),
        ("oracle (bids what it took)", lambda r: max(1, int(r["won"])), 0),
        ("strong's bid, a trick more taken", strong, 1),
        ("strong's bid, a trick fewer taken", strong, -1),
    ]
    base_points = [score(strong(r), r["won"]) for r in records]
    base_wins = [won_against_others(r, p) for r, p in zip(records, base_points)]
    for name, rule, extra in rules:
        points = [score(rule(r), max(0, min(13, r["won"] + extra))) for r in records]
        wins = [won_against_others(r, p) for r, p in zip(records, points)]
        dp = [a - b for a, b in zip(points, base_points)]
        dw = [a - b for a, b in zip(wins, base_wins)]
        half_p = 1.96 * statistics.pstdev(dp) / math.sqrt(n)
        half_w = 1.96 * statistics.pstdev(dw) / math.sqrt(n)
        print(f"{name:36s} points/hand {statistics.fmean(points):6.2f} "
              f"({statistics.fmean(dp):+.2f} ± {half_p:.2f}), won {statistics.fmean(wins):.1%} "
              f"({statistics.fmean(dw):+.1%} ± {half_w:.1%})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--out", type=Path, default=Path("spades_bids.jsonl"))
    parser.add_argument("--read", nargs="*", type=Path, default=[],
                        help="report on hands collected before instead of playing")
    args = parser.parse_args()
    if args.read:
        records = [json.loads(line) for p in args.read for line in p.read_text().splitlines()]
    else:
        records = collect(args.deals, args.seed, args.playouts, args.out)
    report(records)


if __name__ == "__main__":
    main()
