"""Long random run: many seeded deals per preset through ``cardtable.engine.checks``.

Run: ``.venv/bin/python benchmarks/long_run.py [--deals N] [--thorough-every K] [--game G]``

Every deal is played at random with the contract checks of ``check_random_deals`` and the
game's own invariants (the ``consistent``, ``spades_invariants`` and ``poch_invariants`` checks
of the tests; Spades runs each preset with 4 seats and the default rules, with and without
jokers, for 2, 3, 5 and 6 seats; Poch runs each preset with 3, 4, 5 and 6 seats); one deal in
``--thorough-every`` also gets the per-state checks (views leak nothing, illegal probes
change nothing, clones stay independent). Prints the number of violations per preset,
which must be 0, and the first few of them if any. Exit status 1 if any was found.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.engine.checks import StateCheck, check_random_deals
from cardtable.engine.registry import GameInfo

# One entry per game: (GameInfo, {name: (options, seats)}, extra invariant check).
Suite = tuple[GameInfo, dict[str, tuple[Any, int]], StateCheck | None]


def schnapsen_suite() -> Suite:
    from cardtable.games.schnapsen import GAME, PRESETS
    from tests.games.test_schnapsen import consistent

    return GAME, {name: (opts, 2) for name, opts in PRESETS.items()}, consistent


def spades_suite() -> Suite:
    from dataclasses import replace

    from cardtable.games.spades import GAME, PRESETS
    from tests.games.test_spades_random import spades_invariants

    layouts = {name: (opts, 4) for name, opts in PRESETS.items()}
    for seats in (2, 3, 5, 6):
        layouts[f"seed/{seats}p"] = (PRESETS["seed"], seats)
        layouts[f"nojoker/{seats}p"] = (replace(PRESETS["seed"], jokers=False), seats)
    return GAME, layouts, spades_invariants


def poch_suite() -> Suite:
    from cardtable.games.poch import GAME, PRESETS
    from tests.games.test_poch_random import poch_invariants

    layouts = {f"{name}/{seats}p": (opts, seats) for name, opts in PRESETS.items()
               for seats in (3, 4, 5, 6)}
    return GAME, layouts, poch_invariants


SUITES: dict[str, Callable[[], Suite]] = {"schnapsen": schnapsen_suite, "spades": spades_suite,
                                          "poch": poch_suite}


def run_preset(info: GameInfo, options: Any, seats: int, extra: StateCheck | None,
               deals: int, thorough_every: int) -> tuple[list[str], float]:
    start = time.perf_counter()
    problems: list[str] = []
    step = 1000  # deals per batch, so that progress shows on long runs
    for first in range(0, deals, step):
        seeds = range(first, min(first + step, deals))
        thorough: Iterable[int] = [s for s in seeds if s % thorough_every == 0]
        quick = [s for s in seeds if s % thorough_every != 0]
        problems += check_random_deals(info, options, seats, thorough, extra, thorough=True)
        problems += check_random_deals(info, options, seats, quick, extra, thorough=False)
    return problems, time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100_000, help="deals per preset")
    parser.add_argument("--thorough-every", type=int, default=10,
                        help="one deal in K gets the per-state checks too")
    parser.add_argument("--game", choices=sorted(SUITES), help="only this game")
    parser.add_argument("--preset", help="only this preset")
    args = parser.parse_args()
    total = 0
    for name, make in SUITES.items():
        if args.game and name != args.game:
            continue
        info, presets, extra = make()
        for preset, (options, seats) in presets.items():
            if args.preset and preset != args.preset:
                continue
            problems, secs = run_preset(info, options, seats, extra, args.deals,
                                        args.thorough_every)
            total += len(problems)
            print(f"{name} {preset:<20} {args.deals:>8,} deals  {len(problems):>4} violations"
                  f"  ({secs:.0f} s, {args.deals / secs:,.0f} deals/s)", flush=True)
            for p in problems[:10]:
                print("   ", p)
    print(f"total violations: {total}")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
