"""Long random run: many seeded deals per preset through ``cardtable.engine.checks``.

Run: ``.venv/bin/python benchmarks/long_run.py [--deals N] [--thorough-every K] [--game G]``

Every deal is played at random with the contract checks of ``check_random_deals`` and the
game's own invariants (the ``consistent``, ``spades_invariants``, ``tippen_invariants``,
``poch_invariants`` and Wallachen's ``long_run_invariants`` checks of the tests; Spades runs each
preset with 4 seats and the default rules, with and without jokers, for 2, 3, 5 and 6 seats, and
the options a fresh deal of a preset never reaches: blind nil and its exchange, the lowest-club
lead, the 2-player deal; Tippen every preset and every option alone at every seat count, as
``katira/4p`` or ``knocking/3p``; Poch each preset with 3, 4, 5 and 6 seats, its invariants
checking every state of every deal: cards, chips and the pool, the bets offered and made, and
every seat's view; ``wallachen`` runs
the defaults and the Sirch variant, ``wallachen-options`` each other option alone); one deal in
``--thorough-every`` also gets the per-state checks (views leak nothing, illegal probes change
nothing, clones stay independent, worlds sampled from a view agree with it). Prints the number of
violations per preset, which must be 0, and the first few of them if any. Exit status 1 if any
was found.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.engine.checks import StateCheck, check_random_deals, check_random_match
from cardtable.engine.registry import GameInfo

# One entry per game: (GameInfo, {name: (options, seats)}, extra invariant check).
Suite = tuple[GameInfo, dict[str, tuple[Any, int]], StateCheck | None]


def schnapsen_suite() -> Suite:
    """Every preset, and manual claims (the presets all claim automatically) with the
    Sixty-six pack and the mirror penalty."""
    from dataclasses import replace

    from cardtable.games.schnapsen import GAME, PRESETS
    from tests.games.test_schnapsen import consistent

    layouts = {name: (opts, 2) for name, opts in PRESETS.items()}
    layouts["manual claims"] = (replace(PRESETS["traditional"], claim_mode="manual"), 2)
    layouts["manual sixty_six"] = (replace(PRESETS["sixty_six"], claim_mode="manual",
                                           false_claim_penalty="mirror"), 2)
    return GAME, layouts, consistent


def spades_suite() -> Suite:
    from dataclasses import replace

    from cardtable.games.spades import GAME, PRESETS, Options
    from tests.games.test_spades_random import spades_invariants

    layouts = {name: (opts, 4) for name, opts in PRESETS.items()}
    for seats in (2, 3, 5, 6):
        layouts[f"seed/{seats}p"] = (PRESETS["seed"], seats)
        layouts[f"nojoker/{seats}p"] = (replace(PRESETS["seed"], jokers=False), seats)
    # What a fresh deal of the presets never reaches: blind nil for every seat (looks, blind
    # nils, the exchange), the lowest-club lead with no spades on trick 1, the 2-player deal.
    blind = Options(partnerships="pairs", nil=True, blind_nil=True, blind_nil_min_deficit=0,
                    set_penalty="minus_bid", bags_penalty=True)
    layouts["blind_nil_all/4p"] = (blind, 4)
    layouts["blind_nil_all/6p"] = (replace(blind, side_bid_cap=True), 6)
    layouts["lowest_club/4p"] = (Options(first_lead="lowest_club", first_trick_no_spades=True), 4)
    layouts["deal/2p"] = (Options(two_player_hand_building="deal", nil=True, blind_nil=True,
                                  blind_nil_min_deficit=0), 2)
    return GAME, layouts, spades_invariants


def poch_suite() -> Suite:
    from cardtable.games.poch import GAME, PRESETS
    from tests.games.test_poch_random import poch_invariants

    layouts = {f"{name}/{seats}p": (opts, seats) for name, opts in PRESETS.items()
               for seats in (3, 4, 5, 6)}
    return GAME, layouts, poch_invariants


def tippen_suite() -> Suite:
    from cardtable.games.tippen import GAME
    from tests.games.test_tippen import OPTION_VARIANTS, layouts, tippen_invariants

    return GAME, {name: (opts, seats) for name, opts, seats in
                  layouts() + layouts(OPTION_VARIANTS)}, tippen_invariants


def wallachen_suite() -> Suite:
    """The defaults and the Sirch variant (3 seats): every seat's secrets and sampled worlds
    checked on every state of one deal in ten."""
    from cardtable.games.wallachen import GAME
    from tests.games.test_wallachen_random import long_run_invariants
    from tests.games.wallachen_support import OPTION_CASES

    cases = {name: (OPTION_CASES[name], 3) for name in ("standard", "sirch")}
    return GAME, cases, long_run_invariants


def wallachen_options_suite() -> Suite:
    """Each other option of the rules switched on alone: secrets and sampled worlds on one
    deal in fifty (run with ``--thorough-every 50`` to match)."""
    from functools import partial

    from cardtable.games.wallachen import GAME
    from tests.games.test_wallachen_random import long_run_invariants
    from tests.games.wallachen_support import OPTION_CASES

    cases = {name: (opts, 3) for name, opts in OPTION_CASES.items()
             if name not in ("standard", "sirch")}
    return GAME, cases, partial(long_run_invariants, every=50)


SUITES: dict[str, Callable[[], Suite]] = {"schnapsen": schnapsen_suite, "spades": spades_suite,
                                          "tippen": tippen_suite, "wallachen": wallachen_suite,
                                          "wallachen-options": wallachen_options_suite,
                                          "poch": poch_suite}
SESSION = 20  # deals per session of a chip game


def run_preset(info: GameInfo, options: Any, seats: int, extra: StateCheck | None,
               deals: int, thorough_every: int) -> tuple[list[str], float]:
    """Chip games are played in sessions of ``SESSION`` deals, so that pots carry over (a
    fresh deal always starts on an empty pot); one session in ``thorough_every`` thoroughly."""
    start = time.perf_counter()
    problems: list[str] = []
    if info.chips:
        for m in range(-(-deals // SESSION)):
            problems += check_random_match(info, options, seats, m, min(SESSION, deals - m * SESSION),
                                           m % thorough_every == 0, extra)
        return problems, time.perf_counter() - start
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
