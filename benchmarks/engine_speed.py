"""Engine speed: complete random deals per second, ours against peer engines.

Run: ``.venv/bin/python benchmarks/engine_speed.py [--deals N] [--repeat R]``

Each game has one function returning rows of (engine, deals per second); ``main`` runs them
all and prints one table. Random play: at each step a seeded ``random.Random`` picks one of
the legal actions; deals come from seeds. The best of ``--repeat`` runs is kept, because
the machine is shared and a slow run says more about the neighbours than about the code.
Times are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.engine.state import GameState

Row = tuple[str, float]


def _best_rate(run: Callable[[int], None], deals: int, repeat: int) -> float:
    """Deals per second of the fastest of ``repeat`` runs of ``run(deals)``."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run(deals)
        best = min(best, time.perf_counter() - start)
    return deals / best


def _random_deals(new_deal: Callable[[int], GameState], checked: bool) -> Callable[[int], None]:
    def run(deals: int) -> None:
        for seed in range(deals):
            rng = random.Random(seed)
            state = new_deal(seed)
            apply = state.apply if checked else state.apply_unchecked
            while not state.is_over:
                apply(rng.choice(state.legal_actions()))
    return run


# --- Schnapsen ----------------------------------------------------------------------------


def _schnapsen_package(deals: int) -> None:
    """The PyPI package ``schnapsen`` 0.0.5: RandBot against RandBot, as its docs run it."""
    from schnapsen.bots import RandBot
    from schnapsen.game import SchnapsenGamePlayEngine

    engine = SchnapsenGamePlayEngine()
    for seed in range(deals):
        engine.play_game(RandBot(random.Random(2 * seed)), RandBot(random.Random(2 * seed + 1)),
                         random.Random(seed))


def schnapsen(deals: int, repeat: int) -> list[Row]:
    from cardtable.games.schnapsen import GAME, PRESETS

    rows: list[Row] = []
    for preset in ("traditional", "vu_compat"):
        opts = PRESETS[preset]

        def new_deal(seed: int, opts: object = opts) -> GameState:
            return GAME.new_deal(opts, 2, seed % 2, seed)

        rows.append((f"schnapsen {preset}, apply_unchecked",
                     _best_rate(_random_deals(new_deal, False), deals, repeat)))
        rows.append((f"schnapsen {preset}, apply (checked)",
                     _best_rate(_random_deals(new_deal, True), deals, repeat)))
    try:
        rows.append(("schnapsen==0.0.5 package (RandBot)",
                     _best_rate(_schnapsen_package, deals, repeat)))
    except ImportError:
        print("the package schnapsen==0.0.5 is not installed (pip install schnapsen==0.0.5)")
    return rows


GAMES: dict[str, Callable[[int, int], list[Row]]] = {"schnapsen": schnapsen}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5000, help="deals per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine; best is kept")
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    args = parser.parse_args()
    for name, bench in GAMES.items():
        if args.game and name != args.game:
            continue
        rows = bench(args.deals, args.repeat)
        peer = [rate for label, rate in rows if "package" in label]
        print(f"\n{name}: {args.deals} random deals per run, best of {args.repeat}")
        print(f"  {'engine':<44} {'deals/s':>10} {'ratio':>7}")
        for label, rate in rows:
            ratio = f"{rate / peer[0]:6.1f}x" if peer else ""
            print(f"  {label:<44} {rate:>10,.0f} {ratio:>7}")


if __name__ == "__main__":
    main()
