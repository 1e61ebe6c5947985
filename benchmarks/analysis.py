"""How long does the analysis of a finished deal take, and does the table stall meanwhile?
Prints (goals in brackets):

1. the time to analyse the person's play (seat 0) in a Schnapsen deal [<= 10 s] and in a
   four-player Spades hand [<= 30 s], on two cores (``analyse(..., workers=2)``: a pool of
   two worker processes, started for each analysis and counted in its time), over several
   deals played by "easy" computers (who make mistakes to find): median and worst;
2. the longest stall of the review window's event loop while it analyses a Schnapsen deal
   and steps through its moves with their motion [<= 16.7 ms]: a QTimer fires every 5 ms and
   the largest gap between two firings is the longest the window could not react; first
   without an analysis (the stepping's own stalls, for comparison), then during three; beside
   it the GUI thread's own CPU time within a gap (without time it waited for a core).

    .venv/bin/python benchmarks/analysis.py [--deals 5] [--games schnapsen,spades] [--no-stall] [--seconds 8]

The machine's load average is printed with the figures: on a shared machine a stall or a
slow analysis is as often another process holding a core as this one. On a virtual machine,
so is its host: the share of CPU time the host took from this machine's cores meanwhile
("stolen", from /proc/stat) is printed too; a run with much stolen measures the host.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOALS_S = {"schnapsen": 10.0, "spades": 30.0}
SEATS = {"schnapsen": 2, "spades": 4}
GOAL_STALL_MS = 16.7


def played_deal(game: str, seed: int):  # type: ignore[no-untyped-def]
    """A deal of ``game`` played to its end by "easy" computers, as a record."""
    from cardtable.ai import make_player
    from cardtable.engine.record import record_of
    from cardtable.games import get_game

    info = get_game(game)
    seats = SEATS[game]
    state = info.new_deal(info.default_options(), seats, seed % seats, seed)
    players = [make_player(game, "easy", seed * 10 + s, state.options) for s in range(seats)]
    while not state.is_over:
        seat = state.current_player
        state.apply(players[seat].choose(state.view(seat)))
    return record_of(state, seed)


def measure_time(game: str, deals: int) -> None:
    from cardtable.ai.analysis import analyse

    times, rated, bad = [], 0, 0
    for seed in range(1, deals + 1):
        record = played_deal(game, seed)
        start = time.perf_counter()
        made = analyse(record, 0, workers=2)
        times.append(time.perf_counter() - start)
        rated += len(made.decisions)
        bad += sum(d.verdict != "good" for d in made.decisions)
    goal = GOALS_S[game]
    verdict = "ok" if max(times) <= goal else "OVER GOAL"
    print(f"{game}: analysis of seat 0 over {deals} deals ({rated} decisions rated, {bad} not "
          f"good), two worker processes: median {statistics.median(times):.1f} s, worst "
          f"{max(times):.1f} s  [goal <= {goal:.0f} s]: {verdict}; load average "
          f"{os.getloadavg()[0]:.1f}")


def stolen() -> tuple[int, int] | None:
    """The CPU time the host has taken from this (virtual) machine, and all CPU time, in
    ticks since boot (Linux' /proc/stat); None where that is not known."""
    try:
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    return (fields[7] if len(fields) > 7 else 0), sum(fields)


def stolen_share(before: tuple[int, int] | None) -> str:
    after = stolen()
    if before is None or after is None or after[1] <= before[1]:
        return ""
    return f"; CPU stolen by the host {100 * (after[0] - before[0]) / (after[1] - before[1]):.0f} %"


def measure_stall(seconds: float) -> None:
    home = tempfile.mkdtemp(prefix="cardtable-bench-")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())
    import shiboken6
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.app.review import ReviewWindow

    app = QApplication.instance() or QApplication([])
    for seed, analysing in ((1, False), (1, True), (2, True), (3, True)):
        record = played_deal("schnapsen", seed)
        window = ReviewWindow([record], ["You", "Anna"], "Schnapsen", "french", "blue",
                              "green", 1.0)
        window.resize(1280, 720)
        window.show()
        for _ in range(20):  # the first frames (building the window) are not counted
            app.processEvents()
        _loop(app, window, seconds, analysing)
        if shiboken6.isValid(window):
            window.close()


def _loop(app, window, seconds: float, analysing: bool) -> None:  # type: ignore[no-untyped-def]
    """Step through the deal with motion for ``seconds`` (while it is analysed, if
    ``analysing``), timing the gaps of a 5 ms timer; print the figures."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    gaps: list[float] = []
    busy: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed(), time.thread_time()]
    finished: list[float] = []
    worst = [0.0, 0.0]  # the longest gap, and when it ended (s from the start)

    def tick() -> None:
        now, cpu = clock.nsecsElapsed(), time.thread_time()
        gaps.append((now - last[0]) / 1e6)
        if gaps[-1] > worst[0]:
            worst[:] = [gaps[-1], now / 1e9]
        busy.append((cpu - last[1]) * 1000)
        last[0], last[1] = now, cpu

    def step() -> None:  # the person steps through the deal meanwhile, with motion
        if window.table is None or not window.table.forward():
            window.go_to(0)
        else:
            window._shown()

    window.analysis.finished.connect(lambda _made: finished.append(clock.elapsed() / 1000))
    timer, stepper = QTimer(), QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    stepper.setInterval(400)
    stepper.timeout.connect(step)
    timer.start()
    stepper.start()
    if analysing:
        window.analyse()
    QTimer.singleShot(int(seconds * 1000), app.quit)
    host = stolen()
    app.exec()
    host_took = stolen_share(host)
    timer.stop()
    stepper.stop()
    gaps.sort()
    busy.sort()
    verdict = "ok" if gaps and gaps[-1] <= GOAL_STALL_MS else "OVER GOAL"
    what = ((f"analysing a Schnapsen deal (done in {finished[0]:.1f} s)" if finished else
             "analysing a Schnapsen deal (not done)") if analysing else "without an analysis")
    print(f"review window {what}, stepping through its moves for {seconds:.0f} s: longest "
          f"stall {gaps[-1]:.1f} ms (at {worst[1]:.2f} s), 99th percentile {gaps[int(len(gaps) * 0.99)]:.1f} ms, "
          f"{sum(g > GOAL_STALL_MS for g in gaps)} gaps over {GOAL_STALL_MS} ms  "
          f"[goal <= {GOAL_STALL_MS} ms]: {verdict}; the GUI thread's CPU time in a gap: "
          f"longest {busy[-1]:.1f} ms; load average {os.getloadavg()[0]:.1f}{host_took}")


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--deals", type=int, default=5)
    p.add_argument("--games", default="schnapsen,spades")
    p.add_argument("--no-stall", action="store_true", help="skip the table's stall")
    p.add_argument("--seconds", type=float, default=8.0, help="each stall measurement")
    args = p.parse_args()
    for game in args.games.split(","):
        measure_time(game.strip(), args.deals)
    if not args.no_stall:
        measure_stall(args.seconds)


if __name__ == "__main__":
    main()
