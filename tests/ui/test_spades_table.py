"""Spades on the real table: a whole hand by mouse against three computer seats."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from cardtable.cards import BIG_JOKER, HIDDEN, LITTLE_JOKER, card_str, parse_card
from cardtable.engine import get_game
from cardtable.games.spades import SpadesMatch
from cardtable.ui import card_item
from cardtable.ui.card_item import card_pixmap
from cardtable.ui.controller import SeatConfig, first_dealer
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


# --- three players with jokers ----------------------------------------------------------------

def _start(window, seats, options, seed: int, players=None) -> None:  # type: ignore[no-untyped-def]
    """A Spades match with these seats; ``players`` scripts some computer seats."""
    info = get_game("spades")
    match = SpadesMatch(info, options, len(seats), seed, first_dealer(seed, len(seats)))
    window.resume_match(match, seats, players or {})


def _differs(a: QImage, b: QImage) -> bool:
    return a.size() != b.size() or a != b


@pytest.fixture
def faces_shown(monkeypatch, window):  # type: ignore[no-untyped-def]
    """Every (card, zone) any card item turns face up in, the moment it does."""
    shown: list[tuple[int, str]] = []
    real_set_face, real_init = card_item.CardItem.set_face, card_item.CardItem.__init__

    def note(item, card: int) -> None:  # type: ignore[no-untyped-def]
        if card != HIDDEN:
            where = window.controller.card_of_uid(item.uid)
            shown.append((card, where[0] if where else ""))

    def set_face(self, card: int) -> None:  # type: ignore[no-untyped-def]
        note(self, card)
        real_set_face(self, card)

    def init(self, uid, card, *args):  # type: ignore[no-untyped-def]
        real_init(self, uid, card, *args)
        note(self, card)

    monkeypatch.setattr(card_item.CardItem, "set_face", set_face)
    monkeypatch.setattr(card_item.CardItem, "__init__", init)
    return shown


def test_three_players_with_jokers_by_mouse_to_the_score_sheet(qtbot, window,
                                                              faces_shown) -> None:
    # SEED preset, three seats: jokers in, 54 cards, 18 each. Seed 2: the big joker is ours,
    # the little joker Anna's.
    seats = [SeatConfig("You", True), SeatConfig("Anna", False), SeatConfig("Bert", False)]
    window.start_game("spades", get_game("spades").presets["seed"], seats, seed=2)
    c = window.controller
    wait_turn(qtbot, window, timeout=10000)
    assert c.state.num_seats == 3 and c.state.T == 18
    assert c.state.hands[0] >> BIG_JOKER & 1 and c.state.hands[1] >> LITTLE_JOKER & 1
    big = c.scene.item_of_card(BIG_JOKER)
    assert big is not None and c.card_of_uid(big.uid) == ("hand0", BIG_JOKER)
    back = card_pixmap(HIDDEN, c.style, big.width, c.scene.dpr, c.back).toImage()
    ace = card_pixmap(parse_card("AS"), c.style, big.width, c.scene.dpr, c.back).toImage()
    face = big._pixmap.toImage()
    assert _differs(face, back) and _differs(face, ace)  # the joker's own art
    plays = 0
    for _ in range(40):
        wait_turn(qtbot, window, timeout=10000)
        if window.summary.isVisible():
            break
        view = c.state.view(0)
        if view.phase == "bid":
            assert window.choice.isVisible() and window.choice.title.text() == "Your bid"
            buttons = window.action_buttons()
            assert [b.text() for b in buttons] == [str(n) for n in range(1, 19)]
            assert not window.action_bar.isVisible()  # the bids are in their panel only
            QTest.mouseClick(buttons[3], Qt.MouseButton.LeftButton)  # bid 4
            assert c.state.bids[0] == 4 and not window.choice.isVisible()
            continue
        n = len(c.state.history)
        drag_card(qtbot, window, _playable(window))
        assert len(c.state.history) > n
        plays += 1
    assert window.summary.isVisible(), "the hand did not reach its summary"
    assert plays == 18
    # Anna's little joker showed face up only once played, in the trick, from its own art.
    assert {z for card, z in faces_shown if card == LITTLE_JOKER} == {"trick"}
    assert "hand0" in {z for card, z in faces_shown if card == BIG_JOKER}
    result = c.state.result()
    assert c.match.results[-1].points == result.points
    sheet = c.score_sheet
    assert [sheet.horizontalHeaderItem(i).text() for i in range(3)] == ["You", "Anna", "Bert"]
    assert [sheet.item(0, i).text() for i in range(3)] == [str(p) for p in result.points]
    assert [sheet.item(1, i).text() for i in range(3)] == [str(p) for p in result.points]
    won = c.state.won[0]
    assert result.points[0] == (40 + won - 4 if won >= 4 else 0)
