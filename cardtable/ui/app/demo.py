"""Start straight into a deal (screenshots, demos) and measure the time to an interactive table.

``--show`` puts a view up for a screenshot: ``start`` (the start screen), ``last-trick`` (the
last trick shown again, with ``--demo``), ``review`` (a deal played out by the computer,
reviewed at move ``--moves``), ``learn`` (the game's guided deal at step ``--moves``)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer

from cardtable.ai import make_player
from cardtable.engine import GameState
from cardtable.engine.events import Event
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.ui.app.window import MainWindow
from cardtable.ui.words.naming import default_name


def start_demo(window: MainWindow, game_id: str, moves: int = 0, seed: int | None = None,
               freeze_on: str = "", freeze_ms: int = 150, preset: str = "",
               watch: bool = False) -> None:
    """You against the computer; the computer plays the first ``moves`` actions for both seats,
    stopping on your turn with a card on the table if it can, so a deal in progress shows.
    ``freeze_on``: hold the motion still ``freeze_ms`` after the first event of that kind
    starts to show (a frame with chips or cards in the air); with no ``moves`` the deal is
    then dealt on screen from its start. ``preset``: the rules preset (default: the game's).
    ``watch``: your seat is a computer too, and the deal plays itself."""
    info = get_game(game_id)
    options = info.presets[preset] if preset else info.default_options()
    names = [default_name(i) for i in range(6)]  # "You" in the app's language
    seats = [SeatConfig(names[0], not watch)] + [SeatConfig(n, False)
                                                 for n in names[1:info.default_seats]]
    seed = 20261202 if seed is None else seed
    if freeze_on and not moves:
        window.start_game(game_id, options, seats, seed)
        _freeze_on(window, freeze_on, freeze_ms)
        return
    session = Session.new(game_id, options, seats, seed)
    state = session.start_deal()
    chooser = make_player(game_id, "normal", seed, options=options)
    for played in range(moves + 8 if moves else 0):
        if played >= moves and _shows_a_trick(state):
            break
        action = chooser.choose(state.view(state.current_player))
        ahead = state.clone()  # stop before an action that would end the deal
        ahead.apply(action)
        if ahead.is_over:
            break
        session.apply(action)
    window.resume_session(session)
    if freeze_on:
        _freeze_on(window, freeze_on, freeze_ms)


def _freeze_on(window: MainWindow, kind: str, ms: int) -> None:
    flow = window.flow
    presenter = flow.presenter
    if presenter is None:
        return
    frozen = False

    def seen(event: Event) -> None:
        nonlocal frozen
        if event.kind == kind and not frozen:
            frozen = True
            QTimer.singleShot(ms, flow.animator.pause)

    presenter.on_event = seen


def _shows_a_trick(state: GameState[object]) -> bool:
    view = state.view(0)
    return bool(view.trick) and view.current_player == 0


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
    seconds, for a parent process that knows when it started this one), then quit. At a
    table of several people the one on turn acts first on the handover's cover ("I am …"):
    the cover up is the table ready (the probe waited for a turn behind it for ever)."""
    flow = window.flow
    painted = _FirstPaint()
    window.view.viewport().installEventFilter(painted)

    def check() -> None:
        if painted.at and (flow.human_on_turn() or window.cover.isVisible()):
            print(f"first_frame_at={painted.at:.4f} ready_at={time.time():.4f}", flush=True)
            window.close()
            return
        QTimer.singleShot(2, check)

    QTimer.singleShot(0, check)


def show_for_screenshot(window: MainWindow, what: str, game_id: str, moves: int,
                        seed: int | None) -> None:
    """Put up ``what`` ("start", "last-trick", "review", "learn") for a screenshot."""
    if what == "start":
        window.show_start_screen()
    elif what == "learn":
        show_guide_step(window, game_id, moves)
    elif what == "last-trick":
        start_demo(window, game_id, moves, seed)
        _when_idle(window, window.gestures.show_last_trick)
    elif what == "review":
        session = _played_deal(game_id, seed)
        window.resume_session(session)
        review = window.review_this_match()
        if review is not None:
            review.setGeometry(window.geometry())
            review.go_to(moves)


def show_guide_step(window: MainWindow, game_id: str, step: int) -> None:
    """The game's guided deal, played by its own moves up to its step ``step`` (0: the
    first), which is then shown."""
    from cardtable.ui.app.learn import learn_game
    from cardtable.ui.learn.guide import Say, You

    run = learn_game(window, game_id)
    flow = window.flow

    def on() -> None:
        if not run.active or run.index >= min(step, len(run.steps)):
            return
        now = run.step()
        if isinstance(now, Say) and run.bubble.isVisible():
            run.next()
        elif isinstance(now, You) and flow.human_on_turn() and not flow.animator.busy:
            flow.move_handed_in.emit(0, now.action)
        QTimer.singleShot(100, on)

    QTimer.singleShot(300, on)


def _played_deal(game_id: str, seed: int | None) -> Session:
    """A match whose first deal the computer has played to its end, for you and the others."""
    info = get_game(game_id)
    names = [default_name(i) for i in range(6)]  # "You" in the app's language
    seats = [SeatConfig(names[0], True)] + [SeatConfig(n, False)
                                            for n in names[1:info.default_seats]]
    session = Session.new(game_id, info.default_options(), seats,
                          20261202 if seed is None else seed)
    state = session.start_deal()
    chooser = make_player(game_id, "normal", session.match.seed)
    while session.in_play:
        session.apply(chooser.choose(state.view(state.current_player)))
    return session


def _when_idle(window: MainWindow, then: Callable[[], object]) -> None:
    flow, computers = window.flow, window.computers

    def check() -> None:
        if flow.animator.busy or computers.thinking:
            QTimer.singleShot(50, check)
        else:
            then()

    QTimer.singleShot(300, check)
