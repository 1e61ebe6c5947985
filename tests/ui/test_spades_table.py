"""Spades on the real table: a whole hand by mouse against three computer seats."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.cards import card_str
from cardtable.ui.controller import SeatConfig
from tests.ui.conftest import drag_card, wait_turn

SEATS = [SeatConfig("You", True)] + [SeatConfig(n, False) for n in ("Anna", "Bert", "Clara")]


def _playable(window) -> str:  # type: ignore[no-untyped-def]
    c = window.controller
    for s in c.model.hand(0).slots:
        if c.scene.items_by_uid[s.uid].playable:
            return card_str(s.card)
    raise AssertionError("nothing playable on the human's turn")


def test_a_whole_hand_by_mouse_against_three_computers(qtbot, window) -> None:
    window.start_game("spades", seats=SEATS, seed=21)
    c = window.controller
    bid_buttons_seen: list[str] = []
    plays = 0
    for _ in range(60):
        wait_turn(qtbot, window, timeout=10000)
        if window.summary.isVisible():
            break
        view = c.state.view(0)
        buttons = window.action_buttons()
        if view.phase == "bid":
            labels = [b.text() for b in buttons]
            bid_buttons_seen = labels
            assert labels == [str(a.n) for a in view.legal]  # only the legal bids
            QTest.mouseClick(buttons[2], Qt.MouseButton.LeftButton)  # bid 3
            assert c.state.bids[0] == 3
            assert "bid 3" in c.scene.plates[0].info
            continue
        assert not buttons
        n = len(c.state.history)
        drag_card(qtbot, window, _playable(window))
        assert len(c.state.history) > n
        plays += 1
    assert window.summary.isVisible(), "the hand did not reach its summary"
    assert bid_buttons_seen and plays == 13
    match = c.match
    assert len(match.results) == 1
    points = match.results[0].points
    won = c.state.won[0]
    assert points[0] == (30 + won - 3 if won >= 3 else 0)
    assert c.score_sheet.rowCount() == 2
    assert c.score_sheet.item(0, 0).text() == str(points[0])
    assert "Scores:" in window.summary.text.text()


def test_a_card_that_may_not_be_led_is_refused_with_the_reason(qtbot, window) -> None:
    window.start_game("spades", seats=SEATS, seed=21)
    c = window.controller
    for _ in range(20):
        wait_turn(qtbot, window, timeout=10000)
        view = c.state.view(0)
        if view.phase == "bid":
            QTest.mouseClick(window.action_buttons()[0], Qt.MouseButton.LeftButton)
            continue
        dimmed = [s for s in c.model.hand(0).slots if c.scene.items_by_uid[s.uid].dimmed]
        if dimmed:
            key = c.state.key()
            drag_card(qtbot, window, card_str(dimmed[0].card))
            assert c.state.key() == key
            assert "not legal" not in window.status_label.text()
            assert window.status_label.text().split(".")[0]  # the reason, in words
            return
        drag_card(qtbot, window, _playable(window))
    raise AssertionError("never held a card that was not playable")
