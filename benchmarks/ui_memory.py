"""Does a long session stay lean? Plays computer-only games through the real table and prints
the app's memory after the first game and after each tenth (goal: at most 20 MB of growth
after the first game).

    .venv/bin/python benchmarks/ui_memory.py [--games 50] [--speed 0.05] [--level easy]
                                             [--inputs 20]

Each game is a new match through the window (``start_game``: a new scene, score sheet and
adapter each time), Schnapsen and Spades in turn, played until its first deal ends. While it
plays, a person's inputs arrive at random (``--inputs`` a second: arrows, Enter, T for the
last trick, clicks on the table), so motion is cut short again and again as it is in real
use. Memory is the resident set size of the table's process (``/proc/self/statm``) after a
garbage collection; the computer players' process is shown apart. Runs offscreen unless
QT_QPA_PLATFORM says otherwise, with settings and autosave in a temporary folder.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL_MB = 20.0


def rss_mb(pid: int | None = None) -> float:
    """Resident memory of a process (this one by default) in MB; 0.0 where unknown."""
    try:
        with open(f"/proc/{pid or 'self'}/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, IndexError):
        return 0.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--speed", type=float, default=0.05,
                    help="animation speed factor (1.0 = normal; small keeps the run short)")
    ap.add_argument("--level", default="easy")
    ap.add_argument("--inputs", type=float, default=20.0, help="random inputs a second")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from benchmarks.ui_responsiveness import _private_env

    os.environ.update({k: v for k, v in _private_env().items() if k.startswith(("XDG", "QT_"))})

    from PySide6.QtCore import QEventLoop, QPoint, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardtable.ai import process as ai_process
    from cardtable.session import SeatConfig
    from cardtable.storage import Settings
    from cardtable.ui.app.window import build_main_window

    app = QApplication.instance() or QApplication([])
    window = build_main_window(Settings(animation_speed="normal"))
    window.resize(1280, 800)
    window.show()
    c = window.flow
    window.looks.set_speed(args.speed)
    rng = random.Random(args.seed)
    keys = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_T,
            Qt.Key.Key_Escape)
    inputs = [0]

    def poke() -> None:
        """A person's input at random: a key, or a click somewhere on the table."""
        inputs[0] += 1
        if rng.random() < 0.5:
            QTest.keyClick(window.view, rng.choice(keys))
        else:
            vp = window.view.viewport()
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             QPoint(rng.randrange(vp.width()), rng.randrange(vp.height())))

    poker = QTimer()
    poker.timeout.connect(poke)
    if args.inputs > 0:
        poker.start(max(1, round(1000 / args.inputs)))

    def play(game: int) -> None:
        done: list[bool] = []
        window.ending.deal_over.connect(lambda *_: done.append(True))
        game_id, seats = ("schnapsen", 2) if game % 2 == 0 else ("spades", 4)
        window.start_game(game_id, seats=[SeatConfig(f"Seat {i + 1}", False, args.level)
                                          for i in range(seats)], seed=args.seed + game)
        loop = QEventLoop()
        check = QTimer()
        check.timeout.connect(lambda: loop.quit() if done else None)
        check.start(20)
        loop.exec()
        check.stop()
        window.ending.deal_over.disconnect()

    started = time.monotonic()
    first = 0.0
    print(f"cardtable long-session memory: {args.games} computer-only games (Schnapsen and "
          f"Spades in turn, level {args.level}, speed x{args.speed}, {args.inputs:g} random "
          f"inputs a second), {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    for game in range(args.games):
        play(game)
        if game == 0 or (game + 1) % 10 == 0:
            gc.collect()
            app.processEvents()
            mb = rss_mb()
            first = first or mb
            worker = window.computers.worker.process.pid if window.computers.worker is not None else None
            print(f"after game {game + 1:3d}: table {mb:6.1f} MB (growth since the first game "
                  f"{mb - first:+5.1f} MB), computer players {rss_mb(worker):5.1f} MB, "
                  f"{inputs[0]} inputs, {time.monotonic() - started:5.0f} s", flush=True)
    poker.stop()
    growth = rss_mb() - first
    verdict = "ok" if growth <= GOAL_MB else "OVER GOAL"
    print(f"growth after the first game: {growth:+.1f} MB  [goal <= {GOAL_MB:.0f} MB]: {verdict}")
    c.stop()
    window.close()
    ai_process.shutdown()
    return 0 if growth <= GOAL_MB else 1


if __name__ == "__main__":
    sys.exit(main())
