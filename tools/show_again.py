"""Show a deal played again and its results beside the first time's, for a look or a
screenshot: a deal of ``--game`` played to its end (your moves chosen by the computer), then
"Play this deal again…" in ``--seat`` (another player's seat by default) played to its end,
and the end-of-deal panel with the two results side by side.

    .venv/bin/python tools/show_again.py --game schnapsen [--seat 1] [--lang de] [--size 1264x674]
    ../shared/tools/screenshot /tmp/a.png --wait 12 --size 1280x720 -- \\
        .venv/bin/python tools/show_again.py --size 1264x674

Nothing is saved (no storage).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardtable.ai import make_player
from cardtable.games import get_game
from cardtable.session import SeatConfig
from cardtable.session.again import first_time, last_finished
from cardtable.storage import Settings
from cardtable.ui.app.window import build_main_window

NAMES = ("Anna", "Bert", "Clara", "Dora", "Emil")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="schnapsen")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--seat", type=int, default=1, help="your seat in the deal played again")
    ap.add_argument("--size", default="1264x674")
    ap.add_argument("--lang", choices=("en", "de", "sl", "pl", "th"), default="en")
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])
    settings = Settings(animation_speed="off", computer_pace="instant", language=args.lang)
    window = build_main_window(settings)  # no storage: nothing is saved
    info = get_game(args.game)
    seats = [SeatConfig("You", True)] + [SeatConfig(NAMES[i], False)
                                         for i in range(info.default_seats - 1)]
    w, _, h = args.size.partition("x")
    window.resize(int(w), int(h))
    window.show()
    window.start_game(args.game, seats=seats, seed=args.seed)
    chooser = make_player(args.game, "normal", args.seed, options=info.default_options())
    flow, again = window.flow, window.deal_again

    def step() -> None:
        if window.summary.isVisible():
            session = flow.session
            if session is not None and not session.side:
                again.play(session, first_time(session, last_finished(session)), args.seat)
            else:
                return  # the two results side by side: stay
        elif flow.human_on_turn() and not flow.animator.busy and flow.state is not None:
            state = flow.state
            flow.move_handed_in.emit(state.current_player,
                                     chooser.choose(state.view(state.current_player)))
        QTimer.singleShot(50, step)

    QTimer.singleShot(200, step)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
