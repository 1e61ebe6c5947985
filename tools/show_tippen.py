"""Show a Tippen table at a chosen moment, for a look or a screenshot.

You sit at the bottom against computer seats; the computer plays every action (yours too)
until the moment asked for, on your turn, then the table is yours:

* ``declare`` — your play-or-pass panel (``--options knocking=true`` etc. for other calls);
* ``exchange`` — the exchange, with ``--pick N`` of your cards already picked;
* ``trick`` — a trick with cards on it (``--split``: just after a trick is won, its third of
  the pot in the air to the winner);
* ``opening`` — the von Alvensleben first-ace deal before the first deal (``--freeze``);
* ``shove``, ``cut``, ``knock``, ``sniff``, ``discard``, ``rob`` — that call, when it is yours
  (with the option that makes it: ``--options knocking=true`` …);
* ``summary`` — the end of a deal: you play to the last trick, its summary follows.

    .venv/bin/python tools/show_tippen.py declare [--deck german] [--seats 4] [--seed 5]
    /work/shared/tools/screenshot /tmp/t.png --wait 6 -- .venv/bin/python tools/show_tippen.py exchange --pick 2

Nothing is saved (no storage).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardtable.ai import make_player
from cardtable.engine.options import options_from_dict, options_to_dict
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.storage import Settings
from cardtable.ui.app.window import build_main_window
from cardtable.ui.table.animation import CHIPS_MS, PLAY_MS, TRICK_HOLD_MS

NAMES = ("You", "Anna", "Bert", "Clara", "David", "Emma")


def _value(text: str) -> object:
    return {"true": True, "false": False}.get(text, int(text) if text.isdigit() else text)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("moment", choices=("declare", "exchange", "trick", "opening", "shove", "cut",
                                       "knock", "sniff", "discard", "rob", "summary"))
    ap.add_argument("--deck", choices=("french", "french4", "contrast", "german"),
                    default="french")
    ap.add_argument("--preset", default="katira")
    ap.add_argument("--options", nargs="*", default=[], metavar="NAME=VALUE")
    ap.add_argument("--seats", type=int, choices=range(3, 7), default=4)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--deals", type=int, default=0, help="whole deals played first")
    ap.add_argument("--pick", type=int, default=0, help="exchange: cards picked already")
    ap.add_argument("--split", action="store_true", help="trick: just after it is won")
    ap.add_argument("--freeze", type=int, default=0, metavar="MS",
                    help="stop all motion MS after the table is shown")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--lang", choices=("en", "de", "sl", "pl", "th"), default="en")
    ap.add_argument("--names", default="", help="the seats' names, comma-separated")
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])
    info = get_game("tippen")
    values = options_to_dict(info.presets[args.preset])
    values.update({k: _value(v) for k, v in (o.split("=", 1) for o in args.options)})
    if args.moment == "opening":
        values["first_dealer"] = "ace"
    options = options_from_dict(info.options_type, values)
    names = args.names.split(",") if args.names else list(NAMES)
    seats = [SeatConfig(names[0], True)] + [SeatConfig(n, False) for n in
                                            names[1:args.seats]]
    session = Session.new("tippen", options, seats, args.seed)
    chooser = make_player("tippen", "normal", args.seed, options=options)
    window = build_main_window(Settings(deck_style=args.deck, animation_speed="normal",
                                        language=args.lang))
    w, _, h = args.size.partition("x")
    window.resize(int(w), int(h))
    window.show()
    if args.moment == "opening":
        window.resume_session(session)
    else:
        _play_to(session, chooser, args)
        window.resume_session(session)
        c = window.flow
        if args.moment == "exchange":
            view = c.state.view(0)
            for card in [k for k in range(52) if view.hand >> k & 1][:args.pick]:
                window.gestures.select(("hand0", card))  # as a click on it marks it
        if args.split or args.moment == "summary":  # you play: a trick is won: its third of the pot flies to its winner
            action = chooser.choose(c.state.view(0))
            QTimer.singleShot(1500, lambda: window.gestures.intent(action))
            if args.split:
                _freeze_in_flight(window)
    if args.freeze:
        QTimer.singleShot(args.freeze, window.flow.animator.pause)
    return app.exec()


def _freeze_in_flight(window: Any) -> None:
    """Hold the motion still while the won trick's chips are in the air."""
    c = window.flow

    def look() -> None:
        if c.scene is not None and c.scene.chip_layer.flying:  # half-way there
            QTimer.singleShot(round(CHIPS_MS * 0.3), c.animator.pause)
        else:
            QTimer.singleShot(5, look)

    QTimer.singleShot(1500 + PLAY_MS + TRICK_HOLD_MS, look)


def _play_to(session: Session, chooser: Any, args: argparse.Namespace) -> None:
    """Let the computer play every seat until the moment asked for, on your turn (with
    ``--deals``, whole deals first); everybody plays in a deal shown for the exchange or the
    tricks, so that there is something to see."""
    for _ in range(args.deals):
        state = session.state if session.in_play else session.start_deal()
        while not state.is_over:
            session.apply(chooser.choose(state.view(state.current_player)))
    state = session.state if session.in_play else session.start_deal()
    for _ in range(400):
        if state.is_over:
            state = session.start_deal()
        view = state.view(state.current_player)
        if state.current_player == 0 and _arrived(view, args):
            return
        action = chooser.choose(view)
        if args.moment != "declare" and view.phase == "declare":
            action = next((a for a in view.legal if a.kind == "tap"), action)
        session.apply(action)
    raise SystemExit("the moment was not reached: try another --seed")


def _arrived(view: object, args: argparse.Namespace) -> bool:
    phase = view.phase
    trick = getattr(view, "trick", ())
    status = getattr(view, "status", ())
    if args.moment not in ("trick", "summary"):
        return phase == args.moment
    playing = sum(s == "active" for s in status)
    if args.moment == "summary":  # your card to the last trick
        return phase == "play" and getattr(view, "tricks_done", 0) == 2
    if args.split:  # you play the last card of a trick: it is won at once
        return phase == "play" and len(trick) == playing - 1 and getattr(view, "tricks_done", 0) == 1
    return phase == "play" and len(trick) >= 2


if __name__ == "__main__":
    sys.exit(main())
