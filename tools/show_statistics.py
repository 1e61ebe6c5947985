"""Show the statistics window over the table, after playing computer-only deals into a data
folder of its own (never the person's): for a look or a screenshot.

    .venv/bin/python tools/show_statistics.py --data /tmp/stats-demo --fill
    /work/shared/tools/screenshot docs/statistics.png --wait 6 -- \\
        .venv/bin/python tools/show_statistics.py --data /tmp/stats-demo --tab 2

``--fill`` plays deals headless through the session layer with the real computer players:
Schnapsen, "You" (a person's seat, played by the computer at normal level) against Anna at
each level, and a few Spades hands; each deal is kept by the real statistics observer. Then
the real main window opens on that folder and shows the statistics window on ``--game``
with tab ``--tab`` (0: over time, 1: by level, 2: the game's own).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.ai import make_player
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.stats import Statistics
from cardtable.storage import Storage

PLAN = (("schnapsen", "easy", 24), ("schnapsen", "normal", 24), ("schnapsen", "strong", 8),
        ("spades", "normal", 8))


def fill(storage: Storage) -> None:
    stats = Statistics(storage.stats_path, lambda m: print(m, file=sys.stderr))
    for n, (game, level, deals) in enumerate(PLAN):
        start = time.perf_counter()
        info = get_game(game)
        names = ["You", "Anna", "Bert", "Clara", "David", "Emma"][:info.default_seats]
        seats = [SeatConfig(names[0], True)] + [SeatConfig(x, False, level) for x in names[1:]]
        players = [make_player(game, "normal" if s == 0 else level, seed=100 * n + s)
                   for s in range(len(seats))]
        session = Session.new(game, info.default_options(), seats, 7000 + n, observers=[stats])
        for _ in range(deals):
            if session.match.is_over():
                session = Session.new(game, info.default_options(), seats,
                                      session.match.seed + 1, observers=[stats])
            session.start_deal()
            while session.turn is not None:
                state = session.match.state
                assert state is not None
                seat = session.turn
                session.apply(players[seat].choose(state.view(seat)))
        print(f"{game} against {level}: {deals} deals in {time.perf_counter() - start:.0f} s")
    stats.close()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, required=True, help="a data folder of its own")
    ap.add_argument("--fill", action="store_true", help="play the deals first")
    ap.add_argument("--game", default="schnapsen")
    ap.add_argument("--tab", type=int, default=0)
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args()
    storage = Storage(args.data / "config", args.data / "data")
    if args.fill:
        fill(storage)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.app.window import build_main_window

    app = QApplication(sys.argv[:1])
    settings = storage.load_settings()
    settings.last_game = args.game
    window = build_main_window(settings, storage)
    window.save_settings_enabled = False
    w, _, h = args.size.partition("x")
    window.resize(int(w), int(h))
    window.move(0, 0)
    window.show()
    window.start_last_game()
    stats = window.show_statistics()
    stats.resize(min(int(w) - 120, 1020), min(int(h) - 60, 720))
    stats.move(60, 30)

    def choose_tab() -> None:
        stats.tabs.setCurrentIndex(min(args.tab, stats.tabs.count() - 1))

    choose_tab()
    # The window refreshes once the table has started (it builds its tabs anew): choose again.
    QTimer.singleShot(2500, choose_tab)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
