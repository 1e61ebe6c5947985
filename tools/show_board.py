"""Show the Poch board on the table with chips in flight, for a look or a screenshot.

Four seats around the board (the real scene, presenter and chip items, with the scripted
adapter of ``tests/ui/chip_table.py``); the antes fly from every seat into the compartments,
then a few compartments are claimed and fly to their claimants, over and over.

    .venv/bin/python tools/show_board.py [--board modern9] [--deck german] [--seats 5]
    /work/shared/tools/screenshot /tmp/board.png --wait 3 -- .venv/bin/python tools/show_board.py

``--freeze MS`` holds the first flights still MS after they start (a frame in mid-air).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsView

from cardtable.cards import HIDDEN, card, parse_cards
from cardtable.engine.chips import ChipMove, Chips
from cardtable.engine.events import Event, chips_event
from cardtable.engine.state import View
from cardtable.ui.models.table import TableModel
from cardtable.ui.play.presenter import Presenter
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.scene import TableScene
from tests.ui.chip_table import ANTE, COMPARTMENTS, NAMES, ChipBoardAdapter


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", choices=("classic8", "modern9", "none"), default="classic8",
                    help="none: no board, a pot on the felt (as in Tippen)")
    ap.add_argument("--deck", choices=("french", "german"), default="french")
    ap.add_argument("--seats", type=int, choices=range(3, 7), default=4)
    ap.add_argument("--speed", type=float, default=1.6, help="1 = normal, 0 = off")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--freeze", type=int, default=0, metavar="MS",
                    help="hold the first flights still this long after they start")
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])
    n = args.seats
    animator = Animator(args.speed)
    model = TableModel(n)
    board = "" if args.board == "none" else args.board
    adapter = ChipBoardAdapter(NAMES[:n], board)
    adapter.german_names = args.deck == "german"
    scene = TableScene(model, adapter, animator, args.deck, "blue", "green")
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing
                        | QPainter.RenderHint.SmoothPixmapTransform)
    view.setWindowTitle("cardtable — the Poch board")
    w, _, h = args.size.partition("x")
    view.resize(int(w), int(h))
    view.show()
    scene.resize_table(view.viewport().width(), view.viewport().height(),
                       view.devicePixelRatioF())
    view.setSceneRect(scene.sceneRect())
    presenter = Presenter(model, scene, adapter, animator)
    hand = parse_cards("AH KH 9S 8S 7S") if args.deck == "french" else \
        [card(s, r) for s, r in ((2, 14), (2, 13), (3, 9), (3, 8), (3, 7))]
    sizes = (5,) * n
    pool = {"classic8": "poch", "modern9": "pocher", "none": "pot"}[args.board]
    names = COMPARTMENTS.get(args.board, ("pot",))
    truth = Chips.start(n, 100, names).moved(
        [ChipMove(1, pool, 6), ChipMove(2, pool, 4), ChipMove(3 % n, names[1 % len(names)], 3)])

    def view_of(chips: Chips) -> View:
        return View(0, n, n - 1, 1, sum(1 << c for c in hand), sizes, (), (), False, (),
                    chips=chips)

    presenter.sync_now(view_of(truth), True)
    infos = ["Melden", "bet 6", "bet 4"] + [""] * (n - 3)
    scene.set_plates(NAMES[:n], infos, n - 1, 1)
    for seat in range(n):  # the hands: yours face up, the others' backs
        model.hand(seat).sync_cards(sorted(hand) if seat == 0 else [HIDDEN] * 5)
    for t in scene.relayout("settle", instant=True).tweens:
        t.setter(t.end)
    rng = random.Random(5)
    ante = {"classic8": ANTE, "modern9": ANTE + ("pocher", "centre"), "none": ("pot",)}[
        args.board]

    def events() -> list[Event]:
        nonlocal truth
        if next(turn) % 2 == 0:
            moves = tuple(ChipMove(s, p, 3 if p == "pot" else 1) for s in range(n) for p in ante)
            e = chips_event("ante", moves)
        else:
            full = [p for p in ante if truth.at(p)]
            claims = rng.sample(full, min(3, len(full)))
            if args.board == "none":  # thirds of the pot to the trick winners
                third = truth.at("pot") // 3
                e = chips_event("split", tuple(ChipMove("pot", rng.randrange(n), third)
                                               for _ in range(3)))
            else:
                e = chips_event("claim", tuple(ChipMove(p, rng.randrange(n), truth.at(p))
                                               for p in claims))
        truth = truth.moved(e.chips)
        return [e]

    turn = itertools.count()

    def step() -> None:
        if not animator.busy:
            presenter.show_action(events(), 0, view_of(truth), True)

    timer = QTimer()
    timer.timeout.connect(step)
    QTimer.singleShot(300, step)
    if args.freeze:
        QTimer.singleShot(300 + args.freeze, animator.pause)
    else:
        timer.start(round(900 * max(0.3, args.speed)))
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
