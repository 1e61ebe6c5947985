"""Random Spades deals per second: our engine against OpenSpiel's ``spades`` driven from Python.

Both engines play the same kind of deal: a uniformly shuffled 52-card pack (4 players,
partnerships, no jokers: preset OPENSPIEL), then uniformly random legal actions until the hand
is scored. On each side the driver is the same Python loop: ask for the legal actions, pick one
with ``random.Random.choice``, apply it. OpenSpiel's deal is its 52 chance actions; ours is a
seeded shuffle (``cards.shuffled``, pure-Python SplitMix64) and ``GameInfo.new_deal``. Neither
side checks legality on apply (OpenSpiel's ``apply_action`` does not; ours uses
``apply_unchecked``); a third row shows ours with the checked ``apply``.

Run: ``.venv/bin/python benchmarks/spades_speed.py [seconds per row]``. Speed is printed, never
asserted. :func:`spades_rows` returns the figures for ``benchmarks/engine_speed.py``.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from typing import Any

from cardtable.games.spades import GAME, PRESETS, SpadesState


def _rate(run_one: Callable[[int], None], seconds: float) -> float:
    """Deals per second of ``run_one(seed)`` over about ``seconds``."""
    run_one(0)  # warm the caches (action tables, events)
    done, start = 0, time.perf_counter()
    while True:
        run_one(done + 1)
        done += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def ours(seconds: float, checked: bool = False, seats: int = 4, preset: str = "openspiel") -> float:
    options = PRESETS[preset]

    def run_one(seed: int) -> None:
        rng = random.Random(seed)
        state = GAME.new_deal(options, seats, 3 % seats, seed)
        assert isinstance(state, SpadesState)
        apply = state.apply if checked else state.apply_unchecked
        while not state.is_over:
            apply(rng.choice(state.legal_actions()))
        state.result()

    return _rate(run_one, seconds)


def openspiel(seconds: float) -> float | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("spades")

    def run_one(seed: int) -> None:
        rng = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        state.returns()

    return _rate(run_one, seconds)


def spades_rows(seconds: float = 3.0, rounds: int = 3) -> list[dict[str, Any]]:
    """One row per measurement: ``name``, ``deals_per_s`` (None if unavailable), ``note``.

    The machine is shared, so every measurement runs in each of ``rounds`` alternating rounds
    and keeps its best: a neighbour's burst then slows one round of each, not one engine.
    """
    runs: dict[str, Callable[[float], float | None]] = {
        "spades ours (apply_unchecked, OPENSPIEL preset)": ours,
        "spades ours (checked apply, OPENSPIEL preset)": lambda s: ours(s, checked=True),
        "spades ours (apply_unchecked, SEED preset: jokers)": lambda s: ours(s, preset="seed"),
        "spades OpenSpiel via pyspiel": openspiel,
    }
    best: dict[str, float | None] = {}
    share = seconds / rounds
    for _ in range(rounds):
        for name, run in runs.items():
            rate = run(share)
            best[name] = None if rate is None else max(best.get(name) or 0.0, rate)
    rows: list[dict[str, Any]] = [
        {"name": name, "deals_per_s": rate, "note": f"best of {rounds} rounds"}
        for name, rate in best.items()]
    base = best["spades OpenSpiel via pyspiel"]
    if base is None:
        rows[-1]["note"] = "pyspiel not installed (pip install open-spiel)"
    mine = best["spades ours (apply_unchecked, OPENSPIEL preset)"]
    rows.append({"name": "spades ratio ours/OpenSpiel (goal >= 1.0)",
                 "deals_per_s": mine / base if base and mine else None,
                 "note": "ratio, not deals/s"})
    return rows


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    for row in spades_rows(seconds):
        value = row["deals_per_s"]
        shown = "n/a" if value is None else f"{value:10.2f}"
        print(f"{row['name']:<52} {shown}  {row['note']}")


if __name__ == "__main__":
    main()
