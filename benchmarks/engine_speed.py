"""Engine speed: complete random deals per second, ours against peer engines.

Run: ``.venv/bin/python benchmarks/engine_speed.py [--deals N] [--repeat R] [--game G]
[--clock cpu]``

Each game has one function returning rows of (engine, deals per second); ``main`` runs them
all and prints one table. Random play: at each step a seeded ``random.Random`` picks one of
the legal actions; deals come from seeds. The best of ``--repeat`` runs is kept, because
the machine is shared and a slow run says more about the neighbours than about the code;
``--clock cpu`` times the process's CPU time instead of the wall clock (the C++ peers run in
this process, so they are timed alike), which a busy machine disturbs less.
Times are printed, never asserted.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.engine.state import Core, GameState

Row = tuple[str, float]


CLOCK: Callable[[], float] = time.perf_counter  # --clock cpu: time.process_time


def _best_rates(runs: dict[str, Callable[[int], None]], deals: int,
                repeat: int) -> list[Row]:
    """Deals per second of the fastest of ``repeat`` runs of each engine.

    The engines take turns, round after round, so that a busy spell on the shared machine
    hits all of them alike instead of whichever happened to run then.
    """
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeat):
        for label, run in runs.items():
            start = CLOCK()
            run(deals)
            best[label] = min(best[label], CLOCK() - start)
    return [(label, deals / secs) for label, secs in best.items()]


def _random_deals(new_deal: Callable[[int], GameState], checked: bool) -> Callable[[int], None]:
    def run(deals: int) -> None:
        for seed in range(deals):
            rng = random.Random(seed)
            state = new_deal(seed)
            apply = state.apply if checked else state.apply_unchecked
            while not state.is_over:
                apply(rng.choice(state.legal_actions()))
    return run


def _random_core_deals(new_core: Callable[[int], Core]) -> Callable[[int], None]:
    """As :func:`_random_deals`, on a game's rules core (``GameInfo.new_core``): int moves,
    no checks, no events; what the search plays on."""
    def run(deals: int) -> None:
        for seed in range(deals):
            choice = random.Random(seed).choice
            core = new_core(seed)
            while not core.is_over:
                core.play(choice(core.moves()))
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
    """Our rules core (what the search plays on) and the checked engine (``apply``: checks,
    events, history), each from a seeded shuffle, against the package."""
    from cardtable.cards import shuffled
    from cardtable.engine.carry import Carry
    from cardtable.games.schnapsen import GAME, PRESETS

    assert GAME.new_core is not None
    make_core = GAME.new_core
    runs: dict[str, Callable[[int], None]] = {}
    for preset in ("traditional", "vu_compat"):
        opts = PRESETS[preset]
        pack = GAME.pack(opts, 2)

        def new_core(seed: int, opts: object = opts, pack: int = pack) -> Core:
            return make_core(opts, 2, seed % 2, shuffled(pack, seed), Carry())

        def new_deal(seed: int, opts: object = opts) -> GameState:
            return GAME.new_deal(opts, 2, seed % 2, seed)

        runs[f"schnapsen {preset}, core"] = _random_core_deals(new_core)
        runs[f"schnapsen {preset}, apply (checked)"] = _random_deals(new_deal, True)
    if importlib.util.find_spec("schnapsen") is not None:
        runs["schnapsen==0.0.5 package, RandBot (peer)"] = _schnapsen_package
    else:
        print("the package schnapsen==0.0.5 is not installed (pip install schnapsen==0.0.5)")
    return _best_rates(runs, deals, repeat)


# --- Spades -------------------------------------------------------------------------------


def _openspiel_spades(deals: int) -> None:
    """OpenSpiel's C++ ``spades`` driven from Python: its 52 chance actions deal, then random play."""
    import pyspiel

    game = pyspiel.load_game("spades")
    for seed in range(deals):
        rng = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        state.returns()


def _spades_floor(deals: int) -> None:
    """What every deal of our rows pays outside the engine: the seeded shuffle of the pack
    (``cards.shuffled``), the loop's ``random.Random(seed)`` and 56 of its choices (4 bids,
    52 cards), from 4-element lists here. No engine can be faster than this row."""
    from cardtable.cards import shuffled
    from cardtable.games.spades import GAME, PRESETS

    pack, picks = GAME.pack(PRESETS["openspiel"], 4), [0, 1, 2, 3]
    for seed in range(deals):
        rng = random.Random(seed)
        shuffled(pack, seed)
        for _ in range(56):
            rng.choice(picks)


def spades(deals: int, repeat: int) -> list[Row]:
    from cardtable.cards import shuffled
    from cardtable.engine.carry import Carry
    from cardtable.games.spades import GAME, PRESETS

    assert GAME.new_core is not None
    make_core = GAME.new_core
    runs: dict[str, Callable[[int], None]] = {}
    for preset in ("openspiel", "seed"):
        opts = PRESETS[preset]
        pack = GAME.pack(opts, 4)

        def new_core(seed: int, opts: object = opts, pack: int = pack) -> Core:
            return make_core(opts, 4, 3, shuffled(pack, seed), Carry())

        def new_deal(seed: int, opts: object = opts) -> GameState:
            return GAME.new_deal(opts, 4, 3, seed)

        runs[f"spades {preset}, core (GAME.new_core)"] = _random_core_deals(new_core)
        runs[f"spades {preset}, apply (checked)"] = _random_deals(new_deal, True)
    runs["spades floor (shuffle + picks, no engine)"] = _spades_floor
    if importlib.util.find_spec("pyspiel") is not None:
        runs["open-spiel 2.0.2 spades, C++ (peer)"] = _openspiel_spades
    else:
        print("the package open-spiel is not installed (pip install open-spiel==2.0.2)")
    return _best_rates(runs, deals, repeat)


# --- Poch ---------------------------------------------------------------------------------------


def poch(deals: int, repeat: int) -> list[Row]:
    """Four players, each preset: the rules core (what the search plays on) and the state."""
    from cardtable.cards import shuffled
    from cardtable.engine.carry import Carry
    from cardtable.games.poch import GAME, PRESETS, new_core

    runs: dict[str, Callable[[int], None]] = {}
    for preset in ("seed", "modern"):
        opts = PRESETS[preset]

        def new_deal(seed: int, opts: object = opts) -> GameState:
            return GAME.new_deal(opts, 4, seed % 4, seed)

        def core_deal(seed: int, opts: object = opts) -> Core:
            return new_core(opts, 4, seed % 4, shuffled(GAME.pack(opts, 4), seed), Carry())

        runs[f"poch {preset}, core (int moves)"] = _random_core_deals(core_deal)
        runs[f"poch {preset}, apply_unchecked"] = _random_deals(new_deal, False)
        runs[f"poch {preset}, apply (checked)"] = _random_deals(new_deal, True)
    return _best_rates(runs, deals, repeat)


# --- Tippen -------------------------------------------------------------------------------


def _tippen_floor(deals: int) -> None:
    """What every Tippen row pays outside the engine: the seeded shuffle of the 32 cards, the
    loop's ``random.Random(seed)`` and about a dozen choices."""
    from cardtable.cards import PACK_32, shuffled

    picks = [0, 1]
    for seed in range(deals):
        rng = random.Random(seed)
        shuffled(PACK_32, seed)
        for _ in range(12):
            rng.choice(picks)


def tippen(deals: int, repeat: int) -> list[Row]:
    """4 players (no peer engine exists): the rules core the search plays on, and the checked
    state (events, views' bookkeeping, refusals), at random from the cut to the settlement."""
    from cardtable.cards import PACK_32, shuffled
    from cardtable.games.tippen import GAME, PRESETS, Options, TippenCarry

    runs: dict[str, Callable[[int], None]] = {}
    for preset in ("katira", "alvensleben"):
        opts = PRESETS[preset]

        def new_core(seed: int, opts: Options = opts) -> Core:
            assert GAME.new_core is not None
            return GAME.new_core(opts, 4, seed % 4, shuffled(PACK_32, seed), TippenCarry())

        def new_deal(seed: int, opts: Options = opts) -> GameState[Options]:
            return GAME.new_deal(opts, 4, seed % 4, seed)

        runs[f"tippen {preset}, rules core"] = _random_core_deals(new_core)
        runs[f"tippen {preset}, apply (checked)"] = _random_deals(new_deal, True)
    runs["tippen floor (shuffle + picks, no engine)"] = _tippen_floor
    return _best_rates(runs, deals, repeat)


# --- Wallachen -----------------------------------------------------------------------------


def wallachen(deals: int, repeat: int) -> list[Row]:
    """No other engine of Wallachen exists to compare with; the floor row is the seeded
    shuffle and 40 picks a deal pays outside any engine."""
    from cardtable.cards import shuffled
    from cardtable.engine.carry import Carry
    from cardtable.games.wallachen import GAME, PRESETS

    runs: dict[str, Callable[[int], None]] = {}
    assert GAME.new_core is not None
    make_core = GAME.new_core
    for preset in ("standard", "sirch"):
        opts = PRESETS[preset]
        pack = GAME.pack(opts, 3)

        def new_core(seed: int, opts: object = opts, pack: int = pack) -> Core:
            return make_core(opts, 3, seed % 3, shuffled(pack, seed), Carry())

        def new_deal(seed: int, opts: object = opts) -> GameState:
            return GAME.new_deal(opts, 3, seed % 3, seed)

        runs[f"wallachen {preset}, core (search)"] = _random_core_deals(new_core)
        runs[f"wallachen {preset}, apply_unchecked"] = _random_deals(new_deal, False)
        runs[f"wallachen {preset}, apply (checked)"] = _random_deals(new_deal, True)

    def floor(deals: int) -> None:
        pack, picks = GAME.pack(PRESETS["standard"], 3), [0, 1, 2, 3]
        for seed in range(deals):
            rng = random.Random(seed)
            shuffled(pack, seed)
            for _ in range(40):
                rng.choice(picks)

    runs["wallachen floor (shuffle + picks, no engine)"] = floor
    return _best_rates(runs, deals, repeat)


GAMES: dict[str, Callable[[int, int], list[Row]]] = {
    "schnapsen": schnapsen, "spades": spades, "tippen": tippen, "wallachen": wallachen,
    "poch": poch}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5000, help="deals per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine; best is kept")
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="cpu: count the process's CPU time only (a machine shared with "
                             "other jobs: the time it waits for a core is left out)")
    args = parser.parse_args()
    global CLOCK
    if args.clock == "cpu":
        CLOCK = time.process_time
    for name, bench in GAMES.items():
        if args.game and name != args.game:
            continue
        rows = bench(args.deals, args.repeat)
        peer = [rate for label, rate in rows if label.endswith("(peer)")]
        print(f"\n{name}: {args.deals} random deals per run, best of {args.repeat} "
              f"({args.clock} clock)")
        print(f"  {'engine':<44} {'deals/s':>10} {'vs peer':>7}")
        for label, rate in rows:
            ratio = f"{rate / peer[0]:6.1f}x" if peer else ""
            print(f"  {label:<44} {rate:>10,.0f} {ratio:>7}")


if __name__ == "__main__":
    main()
