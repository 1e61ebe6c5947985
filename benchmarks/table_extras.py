"""What statistics and sound cost the table's event loop.

    .venv/bin/python benchmarks/table_extras.py [--seconds 30] [--rounds 3] [--level easy]

Two computer seats play Schnapsen on the real window with normal animations (as in
``benchmarks/ui_responsiveness.py``), while a 5 ms timer measures the gaps of the event loop,
in two set-ups, each in a fresh process, taking turns round after round:

- **plain**: no statistics and a silent sound board (as the table was before them);
- **extras**: the statistics kept in a database in a temporary folder, and the sound board
  made to load QtMultimedia and its sound effects as on a desktop (a stand-in socket makes a
  sound server seem to run; offscreen there is no audio device, so the effects end quiet,
  after the same loading).

Printed per run: the longest gap, the 99th percentile, the gaps over one frame (16.7 ms), and
for *extras* the one-time cost of making the sound effects on the table's thread (done at a
calm moment: a deal's summary here, the person's turn at a real table). Figures only; the
machine is shared, so the load average is printed with them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FRAME_MS = 1000 / 60


def child(config: str, seconds: float, level: str) -> None:
    home = Path(tempfile.mkdtemp(prefix="cardtable-extras-"))
    if config == "extras":  # a stand-in sound server socket: QtMultimedia loads, as on a desktop
        (home / "runtime" / "pulse").mkdir(parents=True)
        (home / "runtime" / "pulse" / "native").touch()
        os.chmod(home / "runtime", 0o700)
        os.environ["XDG_RUNTIME_DIR"] = str(home / "runtime")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.session import SeatConfig
    from cardtable.storage import Settings, Storage
    from cardtable.ui.app.window import build_main_window

    app = QApplication.instance() or QApplication([])
    storage = Storage(home / "config", home / "data") if config == "extras" else None
    window = build_main_window(Settings(animation_speed="normal"), storage)
    window.save_settings_enabled = False
    made: list[float] = []
    if config == "extras":
        board = window.sounds
        board.silent = False
        make = board._make_effects

        def timed_make() -> None:
            start = time.perf_counter()
            make()
            made.append((time.perf_counter() - start) * 1e3)

        board._make_effects = timed_make  # type: ignore[method-assign]
    window.resize(1280, 800)
    window.show()
    c = window.flow

    def next_deal() -> None:
        window.summary.hide()
        c.next_deal()

    window.ending.deal_over.connect(lambda *_: QTimer.singleShot(300, next_deal))
    window.start_game("schnapsen", seats=[SeatConfig("North", False, level),
                                          SeatConfig("South", False, level)], seed=7)
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    kept: list[int | None] = []

    def tick() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now
        if now / 1e9 > seconds:
            timer.stop()
            if window.statistics is not None:  # before quitting closes the window
                kept.append(window.statistics.query(lambda db: db.deal_count("schnapsen")))
            app.quit()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    app.exec()
    deals = len(c.match.results) if c.match is not None else 0
    stored = f", {kept[0]} deals kept" if kept else ""
    c.stop()
    gaps.sort()
    sound = (f"; sound effects made in {made[0]:.0f} ms (state {window.sounds.state})"
             if made else (f"; sound state {window.sounds.state}" if config == "extras" else ""))
    print(f"{config:6s}: {deals} deals{stored}; longest gap {gaps[-1]:.1f} ms, p99 "
          f"{gaps[int(len(gaps) * 0.99)]:.1f} ms, {sum(g > FRAME_MS for g in gaps)} gaps over "
          f"one frame of {len(gaps)}{sound}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--level", default="easy", help="the computers' (easy: more deals)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--child", choices=("plain", "extras"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child, args.seconds, args.level)
        return 0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("CARDTABLE_SOUND", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    longest: dict[str, list[float]] = {"plain": [], "extras": []}
    for n in range(args.rounds):
        for config in ("plain", "extras"):
            load = os.getloadavg()[0]
            out = subprocess.run([sys.executable, __file__, "--child", config, "--seconds",
                                  str(args.seconds), "--level", args.level], env=env, capture_output=True, text=True,
                                 timeout=args.seconds * 10 + 60, check=False)
            line = next((ln for ln in out.stdout.splitlines() if ln.startswith(config)), "")
            if not line:
                print(f"{config} failed:\n{out.stderr[-2000:]}")
                return 1
            print(f"round {n + 1}, load {load:.1f}: {line}")
            longest[config].append(float(line.split("longest gap ")[1].split(" ms")[0]))
    for config, values in longest.items():
        print(f"{config}: longest gap median {statistics.median(values):.1f} ms over "
              f"{len(values)} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
