"""Play this deal again (issue 29, part 5), driven as a person would: a deal finished, the
end-of-deal panel's "Play this deal again…", another seat chosen in the dialog, the deal
played again with every seat holding its cards of the first time, the two results side by
side, and the match back where it was (its scores, its deal number, its autosave), the
deal played again counted in no statistics."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.session import SeatConfig
from cardtable.storage import Storage
from cardtable.ui.app.again import SeatDialog
from cardtable.ui.app.window import MainWindow
from cardtable.ui.words import i18n
from tests.ui.conftest import stored_table

LEFT = Qt.MouseButton.LeftButton
NAMES = ("Anna", "Bert", "Clara", "Dora")
SEATS = {"schnapsen": 2, "wallachen": 3, "tippen": 4, "spades": 4, "poch": 4}


class Counter:
    """An observer that counts the finished deals told to the statistics."""

    def __init__(self) -> None:
        self.deals = 0

    def deal_finished(self, _report: Any) -> None:
        self.deals += 1

    def bummerl_finished(self, _report: Any) -> None:
        pass

    def match_finished(self, _report: Any) -> None:
        pass


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    yield from stored_table(qtbot, Storage(tmp_path / "config", tmp_path / "data"))


def _seats(game: str) -> list[SeatConfig]:
    return [SeatConfig("You", True)] + [SeatConfig(NAMES[i], False, "easy")
                                        for i in range(SEATS[game] - 1)]


def _finish_deal(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The person's part of the deal on the table, each turn its first legal move handed
    in by the table's one road for moves, until the end-of-deal panel shows."""
    flow = window.flow
    for _ in range(400):
        qtbot.waitUntil(lambda: window.summary.isVisible() or (
            flow.human_on_turn() and not flow.animator.busy), timeout=20000)
        if window.summary.isVisible():
            return
        state = flow.state
        seat = state.current_player
        flow.move_handed_in.emit(seat, state.view(seat).legal[0])
    raise AssertionError("the deal did not end")


def _dialog(qtbot) -> SeatDialog:  # type: ignore[no-untyped-def]
    found: list[SeatDialog] = []

    def shown() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, SeatDialog) and w.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown, timeout=20000)
    return found[0]


def _first_hands(record: Any, info: Any) -> list[Any]:
    start = record.replay(info, upto=0)
    return [start.view(seat).hand for seat in range(record.num_seats)]


@pytest.mark.slow
@pytest.mark.parametrize("game", list(SEATS))
def test_a_deal_played_again_in_another_seat_deals_each_seat_its_cards_and_compares(
        qtbot, window: MainWindow, game: str) -> None:  # type: ignore[no-untyped-def]
    counter = Counter()
    window.flow.observers.append(counter)
    window.start_game(game, seats=_seats(game), seed=11)
    flow = window.flow
    _finish_deal(qtbot, window)
    match = flow.session
    saved = match.match.to_json()
    told, number, totals = counter.deals, match.deal_number, list(match.match.totals)
    flow.flush_autosave()
    autosave = window.storage.autosave_path.read_text()
    first = match.match.records[-1]
    first_points = match.match.results[-1].points
    left_text, left_height = window.summary.text.text().replace("\xa0", " "), window.summary.text.height()

    QTest.mouseClick(window.summary.again_button, LEFT)
    dialog = _dialog(qtbot)
    chosen = SEATS[game] - 1  # the last seat: another player's
    assert NAMES[chosen - 1] in dialog.buttons_of[chosen].text()
    QTest.mouseClick(dialog.buttons_of[chosen], LEFT)
    QTest.mouseClick(dialog.play, LEFT)
    qtbot.waitUntil(lambda: flow.session is not match, timeout=20000)

    side = flow.session
    again = side.match.current_record() if side.in_play else side.match.records[-1]
    assert (again.deck, again.dealer, again.carry) == (first.deck, first.dealer, first.carry)
    assert _first_hands(again, side.info) == _first_hands(first, side.info)
    assert side.humans == [chosen] and side.seats[0].name == NAMES[chosen - 1]
    assert flow.viewer == chosen

    _finish_deal(qtbot, window)
    now = side.match.results[-1].points[chosen]
    adapter = flow.adapter
    text = window.summary.text.text().replace("\xa0", " ")
    assert ("First time (you in your seat): " + adapter.amount_words(first_points[0])) in text
    assert (f"First time ({NAMES[chosen - 1]} in that seat): "
            + adapter.amount_words(first_points[chosen])) in text
    assert (f"This time (you in {NAMES[chosen - 1]}'s seat): "
            + adapter.amount_words(now)) in text
    assert window.summary.button.text() == "Back to the match"
    assert counter.deals == told  # the deal played again is counted nowhere
    flow.flush_autosave()
    assert window.storage.autosave_path.read_text() == autosave

    QTest.mouseClick(window.summary.button, LEFT)
    qtbot.waitUntil(lambda: flow.session is match and window.summary.isVisible(),
                    timeout=20000)
    assert match.match.to_json() == saved
    assert (match.deal_number, list(match.match.totals)) == (number, totals)
    assert window.summary.button.text() == "Next deal"
    assert window.summary.text.text().replace("\xa0", " ") == left_text
    assert window.summary.text.height() == left_height  # not the longer text's
    QTest.mouseClick(window.summary.button, LEFT)  # and the match goes on
    qtbot.waitUntil(lambda: match.deal_number == number + 1, timeout=20000)
    assert counter.deals == told


def test_the_same_seat_again_compares_with_the_first_time(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game("schnapsen", seats=_seats("schnapsen"), seed=3)
    flow = window.flow
    _finish_deal(qtbot, window)
    first_points = flow.session.match.results[-1].points
    QTest.mouseClick(window.summary.again_button, LEFT)
    dialog = _dialog(qtbot)
    assert "Your seat again" in dialog.buttons_of[0].text()
    assert dialog.buttons_of[1].isChecked()  # another seat is offered first
    QTest.mouseClick(dialog.buttons_of[0], LEFT)
    QTest.mouseClick(dialog.play, LEFT)
    qtbot.waitUntil(lambda: flow.session.side, timeout=20000)
    assert flow.session.humans == [0]
    assert "in your seat" in window.deal_label.text()
    _finish_deal(qtbot, window)
    text = window.summary.text.text().replace("\xa0", " ")
    amount = flow.adapter.amount_words(first_points[0])
    assert f"First time (you in your seat): {amount}" in text
    assert "This time (you in your seat again): " in text
    assert flow.session.side
    match = window.deal_again.match
    QTest.mouseClick(window.summary.again_button, LEFT)  # again, from the deal played again
    dialog = _dialog(qtbot)
    QTest.mouseClick(dialog.play, LEFT)  # Anna's seat this time
    qtbot.waitUntil(lambda: flow.session.side and flow.session.humans == [1], timeout=20000)
    assert "in Anna's seat" in window.deal_label.text()
    i18n.set_language("de")  # the window's words anew, the side panel's line too
    try:
        qtbot.waitUntil(lambda: "Spiel 1 noch einmal, auf dem Platz von Anna"
                        in window.deal_label.text(), timeout=20000)
    finally:
        i18n.set_language("en")
    _finish_deal(qtbot, window)
    assert f"First time (you in your seat): {amount}" in window.summary.text.text().replace("\xa0", " ")
    QTest.mouseClick(window.summary.button, LEFT)  # Back to the match: the first one
    qtbot.waitUntil(lambda: flow.session is match, timeout=20000)


def test_no_finished_deal_cannot_be_played_again_and_nothing_changes(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game("poch", seats=_seats("poch"), seed=5)
    flow = window.flow
    qtbot.waitUntil(lambda: flow.state is not None)
    session, before = flow.session, flow.session.match.to_json()
    window.menus["again"].trigger()
    box = next(b for b in window.findChildren(QMessageBox) if b.isVisible())
    assert "No deal of this game has been played to its end yet" in box.text()
    assert flow.session is session and session.match.to_json() == before


def test_a_table_of_several_people_is_not_offered_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game("schnapsen", seats=[SeatConfig("Ann", True), SeatConfig("Ben", True)],
                      seed=3)
    qtbot.waitUntil(lambda: window.flow.state is not None)
    assert window.summary.again_button.isHidden()
    window.start_game("schnapsen", seats=_seats("schnapsen"), seed=3)
    qtbot.waitUntil(lambda: not window.summary.again_button.isHidden())


def test_from_the_menu_during_a_deal_and_back_to_that_deal(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Game ▸ Play the last deal again… while the next deal is in play: the last finished
    deal is played again, and Back to the match brings the deal in play back as it stood."""
    window.start_game("schnapsen", seats=_seats("schnapsen"), seed=8)
    flow = window.flow
    _finish_deal(qtbot, window)
    QTest.mouseClick(window.summary.button, LEFT)  # Next deal
    match = flow.session
    qtbot.waitUntil(lambda: match.in_play and flow.human_on_turn() or match.turn == 1,
                    timeout=20000)
    first = match.match.records[-1]
    log = list(match.log)
    window.menus["again"].trigger()
    dialog = _dialog(qtbot)
    QTest.mouseClick(dialog.play, LEFT)  # another seat, as offered
    qtbot.waitUntil(lambda: flow.session is not match, timeout=20000)
    assert flow.session.match.current_record().deck == first.deck
    _finish_deal(qtbot, window)
    QTest.mouseClick(window.summary.button, LEFT)  # Back to the match
    qtbot.waitUntil(lambda: flow.session is match, timeout=20000)
    assert match.in_play and match.log[:len(log)] == log and match.deal_number == 2
    assert not window.summary.isVisible()


def test_the_last_deal_of_a_finished_match_played_again_and_back_to_its_end(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A session of one deal is over after it: played again, and back to where it ended
    (The match is over, New game), its chips as the session left them."""
    from dataclasses import replace

    from cardtable.games import get_game

    options = replace(get_game("poch").default_options(), session_deals=1)
    window.start_game("poch", options, _seats("poch"), seed=4)
    flow = window.flow
    _finish_deal(qtbot, window)
    match = flow.session
    assert match.match.is_over() and window.summary.button.text() == "New game"
    saved = match.match.to_json()
    QTest.mouseClick(window.summary.again_button, LEFT)
    QTest.mouseClick(_dialog(qtbot).play, LEFT)
    qtbot.waitUntil(lambda: flow.session is not match, timeout=20000)
    _finish_deal(qtbot, window)
    assert not flow.session.match.is_over()  # a deal played again ends no session
    QTest.mouseClick(window.summary.button, LEFT)
    qtbot.waitUntil(lambda: flow.session is match and window.summary.isVisible(),
                    timeout=20000)
    assert window.summary.button.text() == "New game"
    assert window.summary.title.text() == "The match is over"
    assert match.match.to_json() == saved


def test_a_new_game_over_a_deal_played_again_asks_first(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The match waiting behind a deal played again is a game in progress: a new game asks
    before it replaces both, even before anybody moved in the deal played again."""
    window.start_game("schnapsen", seats=_seats("schnapsen"), seed=3)
    flow = window.flow
    _finish_deal(qtbot, window)
    match = flow.session
    QTest.mouseClick(window.summary.again_button, LEFT)
    QTest.mouseClick(_dialog(qtbot).play, LEFT)
    qtbot.waitUntil(lambda: flow.session is not match, timeout=20000)
    started: list[int] = []
    box = window.confirm_abandon(lambda: started.append(1))
    assert box is not None and started == []
    assert window.flow.adapter.standing_words(match.match) in box.text()


def test_left_before_its_panel_showed_the_match_comes_back_with_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Game ▸ Play the last deal again… as the deal's end is still being shown (no panel
    of it yet): back to the match, its panel is there all the same."""
    window.start_game("schnapsen", seats=_seats("schnapsen"), seed=3)
    flow = window.flow
    _finish_deal(qtbot, window)
    match, text = flow.session, window.summary.text.text().replace("\xa0", " ")
    window.summary.hide()
    window.ending.last_deal_over = None  # as if its panel had not shown yet
    window.menus["again"].trigger()
    QTest.mouseClick(_dialog(qtbot).play, LEFT)
    qtbot.waitUntil(lambda: flow.session is not match, timeout=20000)
    _finish_deal(qtbot, window)
    QTest.mouseClick(window.summary.button, LEFT)
    qtbot.waitUntil(lambda: flow.session is match and window.summary.isVisible(),
                    timeout=20000)
    assert window.summary.text.text().replace("\xa0", " ") == text
    assert window.summary.button.text() == "Next deal"


def test_from_the_review_of_this_match_a_deal_of_it_is_played_again(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game("schnapsen", seats=_seats("schnapsen"), seed=3)
    flow = window.flow
    _finish_deal(qtbot, window)
    first = flow.session.match.records[0]
    QTest.mouseClick(window.summary.button, LEFT)  # Next deal
    match = flow.session
    _finish_deal(qtbot, window)
    review = window.review_this_match(start=0)  # deal 1 of 2
    assert review is not None and review.again_button.isVisible()
    QTest.mouseClick(review.again_button, LEFT)
    QTest.mouseClick(_dialog(qtbot).play, LEFT)
    qtbot.waitUntil(lambda: flow.session is not match, timeout=20000)
    assert flow.session.match.current_record().deck == first.deck
    assert window.deal_again.first.number == 1
    qtbot.waitUntil(lambda: not review.isVisible())
