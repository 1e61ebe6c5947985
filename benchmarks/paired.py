"""Two players against the same opponent on the same deals, compared deal by deal.

    .venv/bin/python benchmarks/ai_strength.py --only schnapsen-master --deal-log a.txt ...
    .venv/bin/python benchmarks/ai_strength.py --only schnapsen-master --deal-log b.txt ...
    .venv/bin/python benchmarks/paired.py a.txt b.txt

Each log holds one line a deal: the hero's game points and the opponent's. Printed: each
run's win rate (ties half), and B's win rate less A's and B's game points per deal less A's,
each with a paired 95 % interval (the same cards in both runs, so the luck of the deal
mostly cancels out). Only the deals both logs hold are compared.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.arena import mean_interval


def read_log(path: str) -> list[tuple[float, float]]:
    """The (hero, opponent) game points of each deal in a ``--deal-log`` file."""
    out = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        words = line.split()
        if len(words) != 2:
            raise SystemExit(f"{path}, line {number}: expected two numbers, read {line!r}")
        out.append((float(words[0]), float(words[1])))
    return out


def win(deal: tuple[float, float]) -> float:
    return 1.0 if deal[0] > deal[1] else 0.5 if deal[0] == deal[1] else 0.0


def paired_line(name: str, diffs: list[float]) -> str:
    """The mean of paired differences with its 95 % interval."""
    mean, half = mean_interval(diffs)
    return f"{name}: {mean:+.3f} (95% CI {mean - half:+.3f} to {mean + half:+.3f})"


def compare(a: list[tuple[float, float]], b: list[tuple[float, float]]) -> list[str]:
    n = min(len(a), len(b))
    a, b = a[:n], b[:n]
    wins_a, wins_b = (sum(win(d) for d in x) / n for x in (a, b))
    return [f"{n} deals: A wins {wins_a:.1%}, B wins {wins_b:.1%}",
            paired_line("B's win rate less A's", [win(y) - win(x) for x, y in zip(a, b)]),
            paired_line("B's game points less A's per deal",
                        [(y[0] - y[1]) - (x[0] - x[1]) for x, y in zip(a, b)])]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a")
    parser.add_argument("b")
    args = parser.parse_args()
    a, b = read_log(args.a), read_log(args.b)
    if not a or not b:
        raise SystemExit("a log holds no deals")
    print("\n".join(compare(a, b)))


if __name__ == "__main__":
    main()
