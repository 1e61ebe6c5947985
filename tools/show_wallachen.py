"""Show a Wallachen table at a chosen moment, for a look or a screenshot.

You against two computer players; the computer plays every seat up to the moment asked for,
then the real window shows the session from there, your turn:

* ``doppeln``: your Doppeln choice after the first packet, the rest of the pack waiting;
* ``auction``: the auction panel, with a bid already made and a Doppler pushed;
* ``discard``: you won the auction and took the Start, two cards marked to lay away;
* ``kontra``: you said Kontra, a trick of the first round in play;
* ``end``: your last card played for you: the settlement flies and the deal's summary shows.

    .venv/bin/python tools/show_wallachen.py --moment discard [--deck french] [--lang de]
    /work/shared/tools/screenshot /tmp/w.png --wait 6 -- .venv/bin/python tools/show_wallachen.py

``--out PNG`` saves a grab of the window itself and quits (no X server needed).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardtable.ai import make_player
from cardtable.engine import Action, GameState
from cardtable.games import get_game
from cardtable.games.wallachen import WallachenView
from cardtable.session import SeatConfig, Session
from cardtable.storage import Settings
from cardtable.ui.app.window import build_main_window

SEATS = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]


def _arrived(state: GameState[object], moment: str) -> bool:
    v = state.view(0)
    assert isinstance(v, WallachenView)
    if state.current_player != 0:
        return False
    if moment == "doppeln":
        return v.phase == "doppeln"
    if moment == "auction":
        said = [e for e in v.events if e.kind == "bid"]
        return v.phase == "auction" and bool(said) and v.multiplier > 1
    if moment == "discard":
        return v.phase == "discard"
    if moment == "end":
        return v.phase == "play" and len(state.legal_actions()) == 1 and v.trick_number == 10 \
            and v.declarer >= 0
    return v.phase == "play" and v.kontra == 0 and len(v.trick) == 1 and v.trick_number == 2


def _my_choice(state: GameState[object], moment: str, rng: random.Random) -> Action | None:
    """What seat 0 does on the way (None: as the computer would)."""
    legal = state.legal_actions()
    kinds = {a.kind: a for a in legal}
    if moment == "discard" and ("bid" in kinds or "hold" in kinds):
        return kinds.get("hold") or min((a for a in legal if a.kind == "bid"),
                                        key=lambda a: a.n or 0)
    if moment in ("kontra", "end") and "kontra" in kinds:
        return kinds["kontra"]
    if moment == "auction" and "double" in kinds:
        return kinds["double"]
    return None


def prepare(moment: str, seed: int) -> Session | None:
    """A session played up to ``moment`` from ``seed``, or None if this seed does not get there."""
    session = Session.new("wallachen", get_game("wallachen").default_options(), SEATS, seed)
    state = session.start_deal()
    players = [make_player("wallachen", "easy", seed + s) for s in range(3)]
    rng = random.Random(seed)
    for _ in range(200):
        if _arrived(state, moment):
            return session
        if state.is_over:
            return None
        seat = state.current_player
        action = _my_choice(state, moment, rng) if seat == 0 else None
        session.apply(action or players[seat].choose(state.view(seat)))
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moment", choices=("doppeln", "auction", "discard", "kontra", "end"), default="auction")
    ap.add_argument("--deck", choices=("german", "french"), default="german")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--out", default="", help="save a grab of the window here and quit")
    ap.add_argument("--lang", choices=("en", "de", "sl", "pl", "th"), default="en")
    ap.add_argument("--names", default="", help="the seats' names, comma-separated (three)")
    args = ap.parse_args()
    if args.names:
        names = args.names.split(",")
        if len(names) != 3 or not all(n.strip() for n in names):
            ap.error("--names: three names, comma-separated")
        SEATS[:] = [SeatConfig(names[0], True)] + [SeatConfig(n, False) for n in names[1:]]
    app = QApplication(sys.argv[:1])
    session = None
    seed = args.seed
    while session is None:
        session = prepare(args.moment, seed)
        seed += 1
    print(f"seed {seed - 1}", flush=True)
    settings = Settings()
    settings.deck_style = args.deck
    settings.animation_speed = "off"
    settings.language = args.lang
    window = build_main_window(settings)
    window.deck_override = args.deck
    w, _, h = args.size.partition("x")
    window.resize(int(w), int(h))
    window.show()
    window.resume_session(session)
    c = window.flow
    if args.moment == "discard":
        def mark() -> None:
            hand = c.model.hand(0).slots if c.model else []
            for s in hand[2:4]:
                window.gestures.select(("hand0", s.card))
        QTimer.singleShot(300, mark)
    if args.moment == "end":
        QTimer.singleShot(400, lambda: window.gestures.intent(c.state.legal_actions()[0]) if c.state else None)
    if args.out:
        def grab() -> None:
            window.grab().save(args.out)
            app.quit()
        QTimer.singleShot(1500, grab)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
