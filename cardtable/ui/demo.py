"""Start straight into a deal (screenshots, demos) and measure the time to an interactive table."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer

from cardtable.ai import make_player
from cardtable.engine import get_game
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


def probe_startup(window: MainWindow, t0: float) -> None:
    """Print seconds from process start until the human may act on a drawn table, then quit."""
    controller = window.controller

    def check() -> None:
        if controller.human_on_turn() and not controller.animator.busy:
            window.view.viewport().repaint()
            print(f"interactive after {time.perf_counter() - t0:.3f} s", flush=True)
            window.close()
            return
        QTimer.singleShot(5, check)

    QTimer.singleShot(0, check)
