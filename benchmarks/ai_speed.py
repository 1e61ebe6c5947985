"""How long the computer players think: decision times per game and level, and search rates.

    .venv/bin/python benchmarks/ai_speed.py --deals 20 [--game spades] [--levels strong]

Every level plays seeded deals against itself (Schnapsen traditional, Spades seed rules with
four players); every decision is timed. Prints the median, the 95th percentile and the
maximum (goal for "strong": median ≤ 250 ms, p95 ≤ 1 s on a 2-core machine; for "master":
median ≤ 400 ms, p95 ≤ 1 s), and the raw
speed of the search's worlds (moves per second of the lean models against the engines).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai import ALL_LEVELS, levels, make_player
from cardtable.ai.arena import play_deal
from cardtable.games import get_game

GAMES = [("schnapsen", "traditional", 2), ("spades", "seed", 4)]


def decision_times(game_id: str, preset: str, seats: int, level: str, deals: int,
                   cpu: bool = False) -> list[float]:
    """Seconds per real decision; ``cpu``: the process's CPU time, with the players'
    wall-clock caps lifted (on a machine shared with other work, what the decision would take
    on an idle one: the wall clock would both inflate the times and cut searches short)."""
    info = get_game(game_id)
    options = info.presets[preset]
    times: list[float] = []
    for d in range(deals):
        players = [make_player(game_id, level, 100 * d + s, options) for s in range(seats)]
        state = info.new_deal(options, seats, d % seats, 9_000 + d)
        if not cpu:
            play_deal(state, players, set(range(seats)), times)
            continue
        for player in players:
            holder: Any = player
            budget = getattr(holder, "budget", None)
            if budget is not None:
                holder.budget = dataclasses.replace(budget, ms=1e9)
        while not state.is_over:
            view = state.view(state.current_player)
            t0 = time.process_time()
            action = players[state.current_player].choose(view)
            if len(view.legal) > 1:
                times.append(time.process_time() - t0)
            state.apply(action)
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
    parser.add_argument("--levels", nargs="*", default=list(ALL_LEVELS),
                        help="levels to time (each game's that it has)")
    parser.add_argument("--cpu", action="store_true",
                        help="CPU time per decision with the wall-clock caps lifted")
    parser.add_argument("--games", nargs="*", default=[g for g, _, _ in GAMES],
                        help="games to time")
    parser.add_argument("--game", choices=[g for g, _, _ in GAMES], help="only this game")
    args = parser.parse_args()
    games = [g for g in GAMES if g[0] in args.games and args.game in (None, g[0])]
    for game_id, preset, seats in games:
        print(engine_rates(game_id, preset, seats), flush=True)
    for game_id, preset, seats in games:
        print(core_rate(game_id, preset, seats), flush=True)
    for game_id, preset, seats in games:
        for level in (lv for lv in args.levels if lv in levels(game_id)):
            t = decision_times(game_id, preset, seats, level, args.deals, args.cpu)
            p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
            clock = "CPU, uncapped: " if args.cpu else ""
            print(f"{game_id} {preset} {level}: {clock}{len(t)} decisions in {args.deals} deals "
                  "(forced moves not counted), "
                  f"median {statistics.median(t) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
                  f"max {t[-1] * 1000:.1f} ms", flush=True)


if __name__ == "__main__":
    main()
