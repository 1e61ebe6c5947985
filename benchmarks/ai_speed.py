"""How long the computer players think: decision times per game and level, and search rates.

    .venv/bin/python benchmarks/ai_speed.py --deals 20 [--game spades] [--levels strong]

Every level plays seeded deals against itself (Schnapsen traditional, Spades seed rules with
four players); every decision is timed. Prints the median, the 95th percentile and the
maximum (goal for "strong": median ≤ 250 ms, p95 ≤ 1 s on a 2-core machine), and the raw
speed of the search's worlds (moves per second of the lean models against the engines).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai import LEVELS, make_player
from cardtable.ai.arena import play_deal
from cardtable.games import get_game

GAMES = [("schnapsen", "traditional", 2), ("spades", "seed", 4)]


def decision_times(game_id: str, preset: str, seats: int, level: str, deals: int) -> list[float]:
    info = get_game(game_id)
    options = info.presets[preset]
    times: list[float] = []
    for d in range(deals):
        players = [make_player(game_id, level, 100 * d + s, options) for s in range(seats)]
        state = info.new_deal(options, seats, d % seats, 9_000 + d)
        play_deal(state, players, set(range(seats)), times)
    return sorted(times)


def engine_rates(game_id: str, preset: str, seats: int, seconds: float = 1.0) -> str:
    """Random play through clone + apply_unchecked: the engine's state and the search's model."""
    info = get_game(game_id)
    options = info.presets[preset]
    rng = random.Random(1)
    moves, end, seed = 0, time.perf_counter() + seconds, 0
    while time.perf_counter() < end:
        state = info.new_deal(options, seats, 0, seed)
        seed += 1
        while not state.is_over:
            state = state.clone()
            state.apply_unchecked(rng.choice(state.legal_actions()))
            moves += 1
    return f"{game_id} engine clone+apply: {moves / seconds:,.0f} moves/s"


def core_rate(game_id: str, preset: str, seats: int, seconds: float = 1.0) -> str:
    """Random play through clone + play on the game's rules core, as the search plays."""
    from cardtable.cards import shuffled
    from cardtable.engine.carry import Carry

    info = get_game(game_id)
    assert info.new_core is not None
    options = info.presets[preset]
    pack = info.pack(options, seats)
    rng = random.Random(1)
    moves, end, seed = 0, time.perf_counter() + seconds, 0
    while time.perf_counter() < end:
        core = info.new_core(options, seats, seed % seats, shuffled(pack, seed), Carry())
        seed += 1
        while not core.is_over:
            core = core.clone()
            core.play(rng.choice(core.moves()))
            moves += 1
    return f"{game_id} rules core clone+play: {moves / seconds:,.0f} moves/s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    parser.add_argument("--game", choices=[g for g, _, _ in GAMES], help="only this game")
    args = parser.parse_args()
    games = [g for g in GAMES if args.game in (None, g[0])]
    for game_id, preset, seats in games:
        print(engine_rates(game_id, preset, seats), flush=True)
    for game_id, preset, seats in games:
        print(core_rate(game_id, preset, seats), flush=True)
    for game_id, preset, seats in games:
        for level in args.levels:
            t = decision_times(game_id, preset, seats, level, args.deals)
            p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
            print(f"{game_id} {preset} {level}: {len(t)} decisions in {args.deals} deals "
                  "(forced moves not counted), "
                  f"median {statistics.median(t) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
                  f"max {t[-1] * 1000:.1f} ms", flush=True)


if __name__ == "__main__":
    main()
