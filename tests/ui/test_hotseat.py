"""Hot-seat: two people at one table never see each other's cards, not even in one frame."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.cards import card_str
from cardtable.session import SeatConfig
from cardtable.ui.games.spades import SpadesAdapter
from tests.ui.conftest import drag_card, forbidden, playable_card

PEOPLE = [SeatConfig("Ann", True), SeatConfig("Ben", True)]


def _check_step(window) -> None:  # type: ignore[no-untyped-def]
    c = window.flow
    state = c.state
    if state is None or state.is_over:
        return
    faces = set(c.scene.face_up_cards())
    # The person on turn; while computers play, the person who moved last still holds the
    # seat (the handover comes when the next person's turn does).
    active = state.current_player if c.is_human(state.current_player) else c.viewer
    for seat in c.humans:
        if seat != active or c.covered:
            shown = [card_str(x) for x in faces if forbidden(state, seat) >> x & 1]
            assert not shown, f"{shown} of seat {seat} face up while {state.current_player} moves"


def _play_hotseat(qtbot, window, face_watch, turns: int) -> int:  # type: ignore[no-untyped-def]
    c = window.flow
    handovers = 0
    for _ in range(turns):
        qtbot.waitUntil(lambda: window.cover.isVisible() or window.summary.isVisible()
                        or window.question.isVisible()
                        or (c.human_on_turn() and not c.animator.busy), timeout=8000)
        _check_step(window)
        if window.summary.isVisible():
            break
        if window.cover.isVisible():
            assert c.viewer is None and not set(c.scene.face_up_cards()) & {
                x for s in c.humans for x in range(52) if c.state.hands[s] >> x & 1}
            next_seat = c.state.current_player
            assert c.seats[next_seat].name in window.cover.title.text()
            QTest.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)
            handovers += 1
            assert c.viewer == next_seat
            continue
        if window.question.isVisible():
            QTest.mouseClick(window.question.yes, Qt.MouseButton.LeftButton)
            continue
        buttons = window.action_buttons()
        if buttons:  # a bid
            QTest.mouseClick(buttons[min(2, len(buttons) - 1)], Qt.MouseButton.LeftButton)
            continue
        drag_card(qtbot, window, playable_card(window, window.flow.viewer))
        qtbot.waitUntil(lambda: not c.animator.busy, timeout=8000)  # the screen caught up
        _check_step(window)
    assert face_watch == []
    return handovers


def test_hotseat_deal_never_shows_the_other_persons_cards(qtbot, window, face_watch) -> None:
    window.start_game("schnapsen", seats=PEOPLE, seed=5)
    handovers = _play_hotseat(qtbot, window, face_watch, turns=80)
    assert window.summary.isVisible(), "the hot-seat deal did not finish"
    assert handovers >= 4


def test_hotseat_at_normal_speed_never_shows_a_face_in_motion(qtbot, window, face_watch) -> None:
    window.settings.animation_speed = "fast"
    window.apply_settings()
    window.start_game("schnapsen", seats=PEOPLE, seed=8)
    handovers = _play_hotseat(qtbot, window, face_watch, turns=9)
    assert handovers >= 3


def test_hotseat_spades_with_computers_between_the_people(qtbot, window, face_watch) -> None:
    seats = [SeatConfig("Ann", True), SeatConfig("Cid", False), SeatConfig("Ben", True),
             SeatConfig("Dot", False)]
    window.start_game("spades", seats=seats, seed=4)
    handovers = _play_hotseat(qtbot, window, face_watch, turns=24)
    assert handovers >= 6


def test_hotseat_two_player_draw_never_shows_the_other_persons_card(qtbot, window,
                                                                    monkeypatch) -> None:
    """Two people draw in turn: the card looked at shows to its owner only, never on the
    cover, never to the other person."""
    offers: list[tuple[int, int | None, bool]] = []  # (card, viewer, covered) in the offer
    real_sync = SpadesAdapter.sync

    def sync(self, model, view, private=True):  # type: ignore[no-untyped-def]
        real_sync(self, model, view, private)
        c = window.flow
        for s in model.zone("offer").slots:
            offers.append((s.card, c.viewer, c.covered))

    monkeypatch.setattr(SpadesAdapter, "sync", sync)
    window.start_game("spades", seats=[SeatConfig("Ann", True), SeatConfig("Ben", True)],
                      seed=5)  # Ann, shown first, draws first: the cover comes first
    c = window.flow
    handovers = keeps = 0
    while c.state.phase == 0 and keeps < 8:
        qtbot.waitUntil(lambda: window.cover.isVisible()
                        or (c.human_on_turn() and not c.animator.busy), timeout=8000)
        top = c.state.deck[c.state.stock_pos]
        if window.cover.isVisible():
            assert not c.model.zone("offer").slots and top not in c.scene.face_up_cards()
            assert not window.choice.isVisible()
            QTest.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)
            handovers += 1
            continue
        seat = c.state.current_player
        assert c.viewer == seat and [s.card for s in c.model.zone("offer").slots] == [top]
        QTest.mouseClick(window.action_buttons()[keeps % 2], Qt.MouseButton.LeftButton)
        keeps += 1
    assert keeps == 8 and handovers >= 7
    assert offers and all(viewer is not None and not covered for _, viewer, covered in offers)
    # Each card in the offer was the one its viewer was looking at: the top of the stock at
    # one of that viewer's turns (draws alternate from the seat left of the dealer).
    state = c.state
    first = (state.dealer + 1) % 2
    looked = {state.deck[2 * i]: (first + i) % 2 for i in range(keeps)}
    assert all(looked[card] == viewer for card, viewer, _ in offers)
