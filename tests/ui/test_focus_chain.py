"""No focus trap (issue 28, part 5): Tab walks from the table to the buttons offered over it
or below it, then to the side panel and back to the table; Shift+Tab the other way round;
Escape brings the keys back to the table; whatever has the focus shows it. In each game, at
the end of a deal (the summary's buttons) and at a person's turn (the choice panel's or the
action bar's buttons)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.ai import make_player
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.ui.app.window import MainWindow
from cardtable.ui.words.naming import default_name
from tests.ui.conftest import (
    LEFT,
    SCH01,
    ScriptedPlayer,
    drag_card,
    human_vs_computer,
    start_explicit,
    wait_turn,
)

GAMES = ("schnapsen", "wallachen", "spades", "tippen", "poch")


def _walk(qtbot: Any, window: MainWindow, key: Qt.Key, limit: int = 30) -> list[QWidget]:
    """From the table, ``key`` (Tab or Backtab) pressed on whatever has the focus until the
    focus is back on the table; the widgets it visited on the way, in order."""
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)
    seen: list[QWidget] = []
    for _ in range(limit):
        focus = QApplication.focusWidget()
        assert focus is not None
        qtbot.keyClick(focus, key)
        now = QApplication.focusWidget()
        assert now is not None and now is not focus, f"{key.name} stays on {focus}"
        if now is window.view:
            return seen
        assert now not in seen, f"the focus came back to {now} before the table"
        seen.append(now)
    raise AssertionError(f"{key.name} never came back to the table: {seen}")


def _check_round(qtbot: Any, window: MainWindow, must_visit: list[QWidget]) -> list[QWidget]:
    forward = _walk(qtbot, window, Qt.Key.Key_Tab)
    for w in must_visit:
        assert w in forward, f"Tab never reaches {w.objectName() or w} in {forward}"
    # The panels' buttons before the side panel.
    side = [i for i, w in enumerate(forward) if window.side.isAncestorOf(w)]
    others = [i for i, w in enumerate(forward) if not window.side.isAncestorOf(w)]
    assert side and window.sheet in forward
    assert not others or max(others) < min(side)
    assert _walk(qtbot, window, Qt.Key.Key_Backtab) == forward[::-1]
    return forward


def _computers_deal(qtbot: Any, window: MainWindow, game: str) -> None:
    """A whole deal of ``game`` played by computer seats, up to its summary."""
    info = get_game(game)
    options = info.default_options()
    names = [default_name(i) for i in range(info.default_seats)]
    session = Session.new(game, options, [SeatConfig(n, False, "easy") for n in names], 5)
    players = {i: make_player(game, "easy", 5 + i, options=options) for i in range(len(names))}
    window.resume_session(session, players)
    qtbot.waitUntil(window.summary.isVisible, timeout=60000)


@pytest.mark.parametrize("game", GAMES)
def test_tab_goes_round_the_summary_and_the_side_panel_back_to_the_table(
        qtbot: Any, window: MainWindow, game: str) -> None:
    _computers_deal(qtbot, window, game)
    summary = window.summary
    forward = _check_round(qtbot, window, [summary.review_button, summary.button])
    assert forward.index(summary.review_button) < forward.index(summary.button)
    # Escape in the side panel: back to the table, the summary still up.
    window.sheet.setFocus()
    qtbot.waitUntil(window.sheet.hasFocus, timeout=2000)
    qtbot.keyClick(window.sheet, Qt.Key.Key_Escape)
    assert window.view.hasFocus() and summary.isVisible()
    # Enter on a button reached by Tab presses that button: Review, not Next deal.
    summary.review_button.setFocus()
    qtbot.waitUntil(summary.review_button.hasFocus, timeout=2000)
    with qtbot.waitSignal(summary.review, timeout=2000):
        qtbot.keyClick(summary.review_button, Qt.Key.Key_Return)
    for w in QApplication.topLevelWidgets():
        if w is not window and w.isVisible() and w.parent() is window:
            w.close()  # the review window
    window.flow.stop()
    QThreadPool.globalInstance().waitForDone(3000)


def _person_against_computers(window: MainWindow, game: str) -> None:
    info = get_game(game)
    n = info.default_seats
    seats = [SeatConfig(default_name(i), i == 0) for i in range(n)]
    session = Session.new(game, info.default_options(), seats, 7)
    window.resume_session(session, {i: ScriptedPlayer() for i in range(1, n)})


@pytest.mark.parametrize("game", GAMES)
def test_tab_reaches_the_buttons_offered_at_a_persons_turn(qtbot: Any, window: MainWindow,
                                                           game: str) -> None:
    _person_against_computers(window, game)
    c = window.flow
    qtbot.waitUntil(lambda: c.human_on_turn() and not c.animator.busy, timeout=20000)
    offered = window.action_buttons()
    forward = _check_round(qtbot, window, offered)
    assert forward[:len(offered)] == offered  # the choices first, then the side panel
    assert window.hint_button in forward
    if offered:  # Enter on a choice reached by Tab makes it; the keys go back to the table
        before = len(c.state.history)
        offered[0].setFocus()
        qtbot.waitUntil(offered[0].hasFocus, timeout=2000)
        qtbot.keyClick(offered[0], Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
        assert window.view.hasFocus()


def test_whatever_has_the_focus_shows_it(qtbot: Any, window: MainWindow) -> None:
    """Each widget Tab reaches (and the table) looks different with the focus."""
    _computers_deal(qtbot, window, "schnapsen")
    chain = [window.view, *_walk(qtbot, window, Qt.Key.Key_Tab)]
    for w in chain:
        window.view.setFocus() if w is not window.view else window.sheet.setFocus()
        qtbot.waitUntil(lambda: not w.hasFocus(), timeout=2000)  # noqa: B023
        plain = w.grab().toImage()
        w.setFocus()
        qtbot.waitUntil(w.hasFocus, timeout=2000)
        assert w.grab().toImage() != plain, f"{w} shows no focus"
    window.flow.stop()


def test_tab_reaches_the_action_bar_and_enter_presses_its_button(qtbot: Any,
                                                                 window: MainWindow) -> None:
    """Schnapsen's "Claim 66" below the table: reached by Tab, framed, pressed by Enter."""
    start_explicit(window, SCH01, dealer=1, seats=human_vs_computer(),
                   script={1: "AC,JD,TS,QS"}, claim_mode="manual")
    for card, target in (("JH", "trump"), ("QC", "trick")):
        wait_turn(qtbot, window)
        drag_card(qtbot, window, card, target)
    QTest.mouseClick(window.question.yes, LEFT)
    for card in ("TD", "JS", "AS", "QD"):
        wait_turn(qtbot, window)
        drag_card(qtbot, window, card)
    QTest.mouseClick(window.question.yes, LEFT)
    wait_turn(qtbot, window)
    claim = next(b for b in window.action_buttons() if b.text() == "Claim 66")
    assert window.action_bar.isAncestorOf(claim)
    plain = claim.grab().toImage()
    forward = _check_round(qtbot, window, [claim])
    assert forward[0] is claim
    claim.setFocus()
    qtbot.waitUntil(claim.hasFocus, timeout=2000)
    assert claim.grab().toImage() != plain  # the focus shows
    qtbot.keyClick(claim, Qt.Key.Key_Return)
    qtbot.waitUntil(window.summary.isVisible, timeout=5000)
