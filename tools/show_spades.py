"""Show a Spades hand in progress with 2 to 6 players, for a look or a screenshot.

``--demo spades`` always seats the game's default four; this seats ``--seats`` (you at the
bottom, the computer at the others). The computer plays the first ``--moves`` actions for
every seat (yours too) and stops on your turn with cards on the trick, as ``--demo`` does.

    .venv/bin/python tools/show_spades.py --seats 6 --moves 20 [--lang de] [--size 1280x720]
    ../shared/tools/screenshot /tmp/s.png --wait 8 --size 1280x720 -- \\
        .venv/bin/python tools/show_spades.py --seats 6 --lang de --size 1280x720

Nothing is saved (no storage).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication

from cardtable.ai import make_player
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.storage import Settings
from cardtable.ui.app.window import build_main_window
from cardtable.ui.words.naming import default_name


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seats", type=int, choices=range(2, 7), default=6)
    ap.add_argument("--preset", default="")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--moves", type=int, default=20, help="actions played for every seat first")
    ap.add_argument("--deck", choices=("french", "french4", "contrast", "german"),
                    default="french")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--lang", choices=("en", "de", "sl", "pl", "th"), default="en")
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])
    settings = Settings()
    settings.deck_style = args.deck
    settings.animation_speed = "off"
    settings.language = args.lang
    window = build_main_window(settings)  # no storage: nothing is saved
    window.deck_override = args.deck
    info = get_game("spades")
    options = info.presets[args.preset] if args.preset else info.default_options()
    seats = [SeatConfig(default_name(0), True)] + [SeatConfig(default_name(i), False)
                                                   for i in range(1, args.seats)]
    session = Session.new("spades", options, seats, args.seed)
    state = session.start_deal()
    chooser = make_player("spades", "normal", args.seed, options=options)
    for played in range(args.moves + 12):
        view = state.view(0)
        if played >= args.moves and view.trick and view.current_player == 0:
            break
        action = chooser.choose(state.view(state.current_player))
        ahead = state.clone()  # stop before an action that would end the deal
        ahead.apply(action)
        if ahead.is_over:
            break
        session.apply(action)
    w, _, h = args.size.partition("x")
    window.resize(int(w), int(h))
    window.show()
    window.resume_session(session)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
