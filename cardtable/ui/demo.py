"""Start straight into a deal (screenshots, demos) and measure the time to an interactive table."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QTimer

from cardtable.ai import make_player
from cardtable.games import get_game
from cardtable.ui.controller import SeatConfig, first_dealer
from cardtable.ui.window import MainWindow


def start_demo(window: MainWindow, game_id: str, moves: int = 0, seed: int | None = None) -> None:
    """You against the computer; the computer plays the first ``moves`` actions for both seats,
    stopping on your turn with a card on the table if it can, so a deal in progress shows."""
    info = get_game(game_id)
    names = ["You", "Anna", "Bert", "Clara", "David", "Emma"]
    seats = [SeatConfig(names[0], True)] + [SeatConfig(n, False)
                                            for n in names[1:info.default_seats]]
    seed = 20261202 if seed is None else seed
    match = (info.match_type or _plain_match())(info, info.default_options(), len(seats), seed,
                                                first_dealer(seed, len(seats)))
    state = match.start_deal()
    chooser = make_player(game_id, "normal", seed)
    played = 0
    while moves and played < moves + 8 and not state.is_over:
        if played >= moves and _shows_a_trick(state):
            break
        nxt = state.clone()  # stop before an action that would end the deal
        nxt.apply(chooser.choose(nxt.view(nxt.current_player)))
        if nxt.is_over:
            break
        state, played = nxt, played + 1
    match.state = state
    window.resume_match(match, seats)


def _shows_a_trick(state: object) -> bool:
    view = state.view(0)  # type: ignore[attr-defined]
    return bool(view.trick) and view.current_player == 0


def _plain_match() -> type:
    from cardtable.engine import Match

    return Match


class _FirstPaint(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.at = 0.0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.at:
            self.at = time.time()
        return False


def probe_startup(window: MainWindow) -> None:
    """Print when the table first drew itself and when the human could act (wall-clock
    seconds, for a parent process that knows when it started this one), then quit."""
    controller = window.controller
    painted = _FirstPaint()
    window.view.viewport().installEventFilter(painted)

    def check() -> None:
        if painted.at and controller.human_on_turn():
            print(f"first_frame_at={painted.at:.4f} ready_at={time.time():.4f}", flush=True)
            window.close()
            return
        QTimer.singleShot(2, check)

    QTimer.singleShot(0, check)
