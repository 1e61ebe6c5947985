"""The analysis of a finished deal at the table: opened from the end-of-deal panel and from
the review by clicking, it runs in the background with its progress, marks the blunder in the
list of moves and stars the better card on the table, is kept with the past game, and can be
cancelled."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest

from cardtable.games import get_game
from cardtable.seats import seats_to_list
from cardtable.session import SeatConfig, Session
from cardtable.session.archive import kept_analysis
from cardtable.storage import Settings, Storage
from cardtable.ui.app import analysis_view
from cardtable.ui.app.review import ReviewWindow
from cardtable.ui.app.window import build_main_window
from tests.ai.analysis_deals import BETTER, BLUNDER_AT, CHOSEN, blunder_record
from tests.ui.conftest import ScriptedPlayer

pytestmark = pytest.mark.slow  # each waits for a real analysis (a few seconds)


@pytest.fixture(autouse=True)
def _none_made_yet(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts as a new run would: no analysis made in memory yet."""
    monkeypatch.setattr(analysis_view, "_MADE", {})


def _past_game(path: Path, analyses: object = None, hot_seat: bool = False) -> Path:
    """A past game holding the blunder deal, as the archive writes one."""
    record = blunder_record()
    doc: dict[str, object] = {
        "format": 1,
        "seats": seats_to_list([SeatConfig("You", True), SeatConfig("Anna", hot_seat, "easy")]),
        "match": {"deals": [record.to_dict()]},
        "summary": {"game": "schnapsen", "deals": 1, "totals": [0, 0], "over": False}}
    if analyses is not None:
        doc["analyses"] = analyses
    path.write_text(json.dumps(doc))
    return path


def _card_badge(review: ReviewWindow, card: int) -> str:
    table = review.table
    assert table is not None
    for slot in table.model.hand(0).slots:
        if slot.card == card:
            return table.scene.items_by_uid[slot.uid].badge
    return ""


def test_the_review_analyses_the_deal_and_stars_the_better_card(qtbot, window,
                                                                tmp_path: Path) -> None:
    # A damaged analysis kept in the file: said, and made again.
    review = window.review_file(_past_game(tmp_path / "schnapsen-9.json", {"0": "junk"}))
    assert isinstance(review, ReviewWindow)
    panel = review.analysis
    assert "cannot be used" in panel.summary.text()
    with qtbot.waitSignal(panel.finished, timeout=60000):
        qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
        assert panel.progress.isVisible()
    assert not panel.progress.isVisible()
    qtbot.waitUntil(panel.chart_view.isVisible, timeout=5000)  # drawn once the table is still
    assert "1 blunder" in panel.summary.text() and "game points lost" in panel.summary.text()
    row = review.moves.item(BLUNDER_AT + 1).text()
    assert row.endswith("— Blunder")
    review.moves.setCurrentRow(BLUNDER_AT)  # the position before the blunder: nothing said
    assert panel.line.text() == "" or "Blunder" not in panel.line.text()
    QTest.keyClick(review, Qt.Key.Key_Right)  # step to the blunder
    qtbot.waitUntil(lambda: "Blunder" in panel.line.text(), timeout=5000)
    line = panel.line.text()
    table = review.table
    chosen = table.review.state.parse_action(CHOSEN).card
    better = table.review.state.parse_action(BETTER).card
    assert line.startswith("Blunder: ace of spades cost about")  # words, in game points
    assert "better: ★ ace of diamonds" in line and "With all cards open" in line
    assert "-0" not in line
    qtbot.waitUntil(lambda: _card_badge(review, better).startswith("★"), timeout=5000)
    assert _card_badge(review, chosen) == ""
    QTest.keyClick(review, Qt.Key.Key_Right)  # on: the star goes
    qtbot.waitUntil(lambda: _card_badge(review, better) == "", timeout=5000)
    # Stepping on and back with the decisions' words of several lines and none: nothing in
    # the side panel is laid out anew (the chart resized with the words at every step, and
    # a chart laid out anew is some 5 ms of a frame).
    resized = _Resizes()
    panel.chart_view.installEventFilter(resized)
    panel.line.installEventFilter(resized)
    for key in [Qt.Key.Key_Left] * 3 + [Qt.Key.Key_Right] * 6:
        at = table.review.position
        QTest.keyClick(review, key)
        qtbot.waitUntil(lambda at=at: table.review.position != at and not table.animator.busy,
                        timeout=5000)
        # The side panel laid out for the words (its layout runs in a later turn).
        qtbot.waitUntil(lambda: panel.line.height() >= panel.line.heightForWidth(
            panel.line.width()), timeout=5000)
    assert resized.seen == [], resized.seen
    review.close()


class _Resizes(QObject):
    """The resizes of the widgets it watches."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.seen.append(type(watched).__name__)
        return False


def test_cancel_stops_the_analysis_and_it_can_start_again(qtbot, window, tmp_path: Path) -> None:
    review = window.review_file(_past_game(tmp_path / "schnapsen-9.json"))
    panel = review.analysis
    with qtbot.waitSignal(panel.cancelled, timeout=5000):
        qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
        assert panel.cancel_button.isVisible()
        qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert not panel.running and not panel.progress.isVisible()
    assert panel.summary.text() == "The analysis was cancelled." and panel.made is None
    assert panel.start_button.isEnabled()
    review.close()


def test_the_end_of_deal_panel_opens_the_analysis_kept_with_the_past_game(qtbot,
                                                                           tmp_path: Path) -> None:
    # Only where a person played: a table of computers only offers no analysis.
    storage = Storage(tmp_path / "c", tmp_path / "d")
    window = build_main_window(Settings(animation_speed="off", computer_pace="instant"), storage)
    qtbot.addWidget(window)
    window.show()
    info = get_game("schnapsen")
    seats = [SeatConfig("You", True), SeatConfig("Anna", False, "easy")]
    session = Session.new("schnapsen", info.default_options(), seats, seed=3)
    window.resume_session(session, {1: ScriptedPlayer()})
    flow = window.flow
    for _ in range(40):  # the person's part: the first legal move, by the table's one road
        qtbot.waitUntil(lambda: window.summary.isVisible() or (
            flow.human_on_turn() and not flow.animator.busy), timeout=20000)
        if window.summary.isVisible():
            break
        seat = flow.state.current_player
        flow.move_handed_in.emit(seat, flow.state.view(seat).legal[0])
    assert window.summary.analyse_button.isVisible()
    assert window.summary.analyse_button.text() == "Analyse (A)"
    qtbot.mouseClick(window.summary.analyse_button, Qt.MouseButton.LeftButton)
    review = next(w for w in window.findChildren(ReviewWindow) if w.isVisible())
    with qtbot.waitSignal(review.analysis.finished, timeout=60000):
        pass
    made = review.analysis.made
    assert made is not None and made.deal and review.analysis.summary.text()
    window.archive.flush()
    [path] = window.archive.folder.glob("*.json")
    assert kept_analysis(path, 0, window.flow.match.records[0]) == (made, "")
    review.close()
    window.flow.stop()


def test_a_table_of_computers_only_offers_no_analysis(qtbot, window) -> None:
    info = get_game("schnapsen")
    seats = [SeatConfig("North", False, "easy"), SeatConfig("South", False, "easy")]
    session = Session.new("schnapsen", info.default_options(), seats, seed=3)
    window.resume_session(session, {s: ScriptedPlayer() for s in range(2)})
    qtbot.waitUntil(window.summary.isVisible, timeout=10000)
    assert not window.summary.analyse_button.isVisible()


def test_closing_the_review_stops_its_analysis(qtbot, window, tmp_path: Path) -> None:
    review = window.review_file(_past_game(tmp_path / "schnapsen-9.json"))
    panel = review.analysis
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    stop = panel._stop
    assert stop is not None and not stop.is_set()
    review.close()
    assert stop.is_set()  # the thread sees it within 50 ms; its workers are shut down


def test_a_hot_seat_review_shows_and_analyses_each_persons_play(qtbot) -> None:
    record = blunder_record()
    review = ReviewWindow([record], ["Ann", "Ben"], "Schnapsen", "french", "blue", "green",
                          0.0, bottom=0, people=[0, 1])
    review.show()  # closed at the end (it deletes itself then)
    assert review.whose.isVisible()
    assert [review.whose.itemText(i) for i in range(2)] == ["Seen from Ann's seat",
                                                            "Seen from Ben's seat"]
    review.go_to(4)
    review.whose.setCurrentIndex(1)  # Ben's turn to look
    table = review.table
    assert table is not None and table.bottom == 1 and table.scene.viewer_seat == 1
    assert table.review.position == 4  # the same move
    assert review.analysis.seat == 1
    with qtbot.waitSignal(review.analysis.finished, timeout=60_000) as done:
        assert review.analyse()
    made = done.args[0]
    assert made.seat == 1 and made.decisions
    assert {record_seat(record, d.position) for d in made.decisions} == {1}
    review.whose.setCurrentIndex(0)  # Ann's play: not analysed yet, and Ben's is not hers
    assert review.analysis.seat == 0 and review.analysis.made is None
    assert review.analysis.start_button.isEnabled()
    review.close()
    alone = ReviewWindow([record], ["You", "Anna"], "Schnapsen", "french", "blue", "green",
                         0.0)
    alone.show()
    assert not alone.whose.isVisible()  # one person: nothing to choose
    alone.close()


def record_seat(record, position: int) -> int:  # type: ignore[no-untyped-def]
    """The seat that made move ``position`` of ``record``."""
    from cardtable.games import replay

    return int(replay(record, upto=position).current_player)


def test_a_hot_seat_past_game_is_reviewed_from_each_persons_seat(qtbot, window,
                                                                 tmp_path: Path) -> None:
    review = window.review_file(_past_game(tmp_path / "schnapsen-2.json", hot_seat=True))
    assert review is not None and review.people == [0, 1] and review.whose.isVisible()
    review.close()
    alone = window.review_file(_past_game(tmp_path / "schnapsen-3.json"))
    assert alone is not None and alone.people == [0] and not alone.whose.isVisible()
    alone.close()
