"""Fit the Wallachen Doppeln model: what a first packet brings, measured on simulated deals.

Run: ``.venv/bin/python benchmarks/wallachen_doppeln_fit.py [--deals 4000] [--pattern 3-4-3]``

Baseline players (no slips) play ``--deals`` deals from seeds 100000 on; nobody doubles, so
each seat's chips are the deal's worth at a stake of one. A least-squares line over the
features of :func:`cardtable.ai.wallachen.doppeln_estimate` (aces, kings, obers, unters, suits
with ace and king, the longest suit, forehand, middlehand) gives the coefficients kept in
``_DOPPELN_MODEL``; the script prints them, the correlation of the model with the outcome, and
the chips a seat wins per decision by doubling when the model is positive.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai.wallachen import WallachenBaseline
from cardtable.ai.wallachen_policy import RANK
from cardtable.cards import SUIT_MASKS, card_list
from cardtable.games.wallachen import GAME, NO, Options, action_of, multiplier

NAMES = ("constant", "aces", "kings", "obers", "unters", "AK", "longest", "FH", "MH")


def features(hand: int, position: int) -> list[float]:
    ranks = [RANK[c] for c in card_list(hand)]
    ak = sum(1 for s in range(4) if hand >> (13 * s + 12) & 1 and hand >> (13 * s + 11) & 1)
    longest = max((hand & SUIT_MASKS[s]).bit_count() for s in range(4))
    return [1.0, ranks.count(12), ranks.count(11), ranks.count(10), ranks.count(9), ak, longest,
            1.0 if position == 0 else 0.0, 1.0 if position == 1 else 0.0]


def least_squares(rows: list[list[float]], ys: list[float]) -> list[float]:
    """Solve the normal equations by Gaussian elimination (a few features, no numpy)."""
    k = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
    b = [sum(r[i] * y for r, y in zip(rows, ys)) for i in range(k)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot], b[col], b[pivot] = a[pivot], a[col], b[pivot], b[col]
        for r in range(k):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(k)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--pattern", default="3-4-3", choices=("3-4-3", "5-5", "4-4-2"))
    args = parser.parse_args()
    options = Options(deal_pattern=args.pattern)
    no = action_of(NO)
    rows: list[list[float]] = []
    ys: list[float] = []
    for k in range(args.deals):
        seed = 100_000 + k
        state = GAME.new_deal(options, 3, seed % 3, seed)
        packets = [state.view(s).hand for s in range(3)]
        players = [WallachenBaseline(seed * 3 + s, options, 0.0) for s in range(3)]
        while not state.is_over:
            view = state.view(state.current_player)
            action = no if view.phase == "doppeln" else players[state.current_player].choose(view)
            state.apply(action)
        core = state.core
        m = multiplier(core.doppel.bit_count(), core.kontra >= 0, core.re)
        points = state.result().points
        for s in range(3):
            rows.append(features(packets[s], (s - core.fh) % 3))
            ys.append(points[s] / m)
    coef = least_squares(rows, ys)
    pred = [sum(c * x for c, x in zip(coef, r)) for r in rows]
    corr = statistics.correlation(pred, ys)
    gain = statistics.fmean(y if p > 0 else 0.0 for p, y in zip(pred, ys))
    print(f"{args.pattern}: {len(ys)} seats of {args.deals} deals")
    print("  " + ", ".join(f"{n} {c:+.2f}" for n, c in zip(NAMES, coef)))
    print(f"  correlation with the outcome {corr:.3f}; doubling when positive wins "
          f"{gain:+.3f} chips a decision")


if __name__ == "__main__":
    main()
