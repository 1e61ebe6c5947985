"""Review and numbered deals: a finished deal stepped through with every hand open (from the
end-of-deal panel, the menu and the list of past games), exported and imported as JSON; and
"Play deal number …" dealing the same cards again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from cardtable.cards import HIDDEN, shuffled
from cardtable.engine import DealRecord
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.storage import Settings, Storage
from cardtable.ui.app.dialogs import DealNumberDialog
from cardtable.ui.app.past_games import PastGamesDialog
from cardtable.ui.app.review import ReviewWindow
from cardtable.ui.app.window import build_main_window
from tests.ui.conftest import ScriptedPlayer


def _computers(n: int = 2) -> list[SeatConfig]:
    return [SeatConfig(name, False, "easy") for name in ("North", "South", "East", "West")[:n]]


def _finish_a_deal(qtbot, window, game: str = "schnapsen", seats: int = 2) -> None:  # type: ignore[no-untyped-def]
    """A deal played out by scripted computers (first legal action), to its summary."""
    info = get_game(game)
    session = Session.new(game, info.default_options(), _computers(seats), seed=3)
    window.resume_session(session, {s: ScriptedPlayer() for s in range(seats)})
    qtbot.waitUntil(window.summary.isVisible, timeout=10000)


def _review(window) -> ReviewWindow:  # type: ignore[no-untyped-def]
    return next(w for w in window.findChildren(ReviewWindow) if w.isVisible())


def test_the_end_of_deal_panel_reviews_the_deal_with_every_hand_open(qtbot, window) -> None:
    _finish_a_deal(qtbot, window)
    record = window.flow.match.records[-1]
    assert window.summary.number.text() == f"Deal number {record.seed}"
    QTest.keyClick(window.view, Qt.Key.Key_R)  # R on the panel: Review
    review = _review(window)
    table = review.table
    assert table is not None and table.review.position == 0
    dealt = table.review.state
    hands = [dealt.view(s).hand for s in range(2)]
    for seat in range(2):  # every hand face up: the computer's too
        shown = [s.card for s in table.model.hand(seat).slots]
        assert HIDDEN not in shown
        assert sorted(shown) == [c for c in range(52) if hands[seat] >> c & 1]
    assert review.moves.count() == len(record.actions) + 1
    QTest.keyClick(review, Qt.Key.Key_Right)
    assert table.review.position == 1 and review.moves.currentRow() == 1
    while table.review.last_move[1].kind != "play":  # on to the first card played
        QTest.keyClick(review, Qt.Key.Key_Right)
    played = table.review.last_move[1].card
    position = table.review.position
    assert played in table.model.zone("trick").cards
    assert played not in [s.card for seat in range(2) for s in table.model.hand(seat).slots]
    QTest.keyClick(review, Qt.Key.Key_Left)
    assert table.review.position == position - 1
    assert played not in table.model.zone("trick").cards  # back in its hand
    assert played in [s.card for seat in range(2) for s in table.model.hand(seat).slots]
    QTest.keyClick(review, Qt.Key.Key_End)
    assert table.review.position == len(record.actions)
    assert review.position.text() == f"Move {len(record.actions)} of {len(record.actions)}"
    review.moves.setCurrentRow(3)  # a click in the list of moves
    assert table.review.position == 3
    review.close()


def test_a_match_is_reviewed_deal_after_deal(qtbot, window) -> None:
    _finish_a_deal(qtbot, window)
    window.summary.button.click()  # Next deal
    qtbot.waitUntil(window.summary.isVisible, timeout=10000)
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    review = _review(window)
    assert review.deal_choice.count() == 2 and review.deal_choice.currentIndex() == 1
    QTest.keyClick(review, Qt.Key.Key_PageUp)
    assert review.deal_choice.currentIndex() == 0
    QTest.keyClick(review, Qt.Key.Key_End)
    QTest.keyClick(review, Qt.Key.Key_Right)  # on from the end of a deal: the next one
    assert review.deal_choice.currentIndex() == 1 and review.table.review.position == 0


def test_play_deal_number_deals_the_same_cards_again(qtbot, window) -> None:
    window.start_game("schnapsen", seats=_computers()[:1] + [SeatConfig("You", True)], seed=8)
    number = 123456789
    dialog = window.play_deal_number()
    assert isinstance(dialog, DealNumberDialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    seed = window.flow.session.deal_seed
    assert dialog.number.text() == str(seed)  # the deal on the table, to start from
    dialog.number.clear()
    QTest.keyClicks(dialog.number, "12x")  # not a number: the x is refused
    assert dialog.number.text() == "12"
    dialog.number.setText("")
    assert not ok.isEnabled()
    dialog.number.setText(str(number))
    ok.click()  # nothing of the game was played by a person: no question first
    state = window.flow.state
    info = get_game("schnapsen")
    assert window.flow.session.deal_seed == number
    assert state.deck == tuple(shuffled(info.pack(state.options, 2), number))
    assert window.deal_label.text().endswith(f"Number {number}")


def test_a_deal_exported_imports_into_a_review(qtbot, window, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    _finish_a_deal(qtbot, window, "spades", 4)
    target = tmp_path / "deal.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
    assert window.export_last_deal() == target
    record = DealRecord.from_dict(__import__("json").loads(target.read_text()))
    assert record == window.flow.match.records[-1]
    review = window.import_record()
    assert review is not None and review.deals == [record]
    assert review.names == ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]  # a record keeps no names


def test_a_damaged_import_is_refused_with_a_message(qtbot, window, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 2, "game": "schnapsen", "actions": "x"}')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    assert window.import_record() is None
    assert "bad.json cannot be shown" in window.status_label.text()
    assert not window.findChildren(ReviewWindow)


def test_past_games_are_kept_and_reviewed(qtbot, tmp_path: Path) -> None:
    storage = Storage(tmp_path / "c", tmp_path / "d")
    window = build_main_window(Settings(animation_speed="off"), storage)
    qtbot.addWidget(window)
    window.show()
    _finish_a_deal(qtbot, window)
    dialog = window.show_past_games()
    assert isinstance(dialog, PastGamesDialog)
    assert len(dialog.games) == 1
    game = dialog.games[0]
    assert game.game == "schnapsen" and game.names == ("North", "South") and game.deals == 1
    assert dialog.table.item(0, 1).text() == "Schnapsen"
    dialog.review_button.click()
    review = _review(window)
    assert review.names == ["North", "South"]
    assert review.deals == window.flow.match.records
    window.flow.stop()


def test_the_list_of_moves_says_each_wallachen_call_as_said_at_the_table(qtbot, window) -> None:
    # Calls in words, as the table says them ("Doppler!", "No Doppler", "No Kontra", "Bert
    # plays Six, bells trump"), the cards laid away named (every hand is open in a review):
    # never a button's label with its key ("pass (P)") or a name in small letters.
    import re

    from cardtable.ai.player import RandomPlayer

    info = get_game("wallachen")
    lines: list[str] = []
    for seed in range(4):
        window.flow.stop()
        session = Session.new("wallachen", info.default_options(), _computers(3), seed=seed)
        window.resume_session(session, {s: RandomPlayer(seed * 3 + s) for s in range(3)})
        qtbot.waitUntil(window.summary.isVisible, timeout=10000)
        QTest.keyClick(window.view, Qt.Key.Key_R)
        review = _review(window)
        lines += [review.moves.item(i).text() for i in range(review.moves.count())]
        review.close()
    calls = [line for line in lines if not line.startswith("Dealer")]
    assert not [c for c in calls if re.search(r"\([A-Z]\)$", c)], calls
    said = {c.split(": ", 1)[1] for c in calls if ": " in c}
    assert "No Doppler" in said or "Doppler!" in said, said
    assert not [s for s in said if s[:1].islower() and " of " not in s], said
    laid = [c for c in calls if " lays away " in c]
    assert laid and all(" and " in c for c in laid), laid


def test_a_long_move_wraps_in_the_list_instead_of_being_cut(qtbot, window) -> None:
    _finish_a_deal(qtbot, window, "wallachen", 3)
    QTest.keyClick(window.view, Qt.Key.Key_R)
    review = _review(window)
    review.moves.addItem("Bert lays away the seven of acorns and the eight of hearts, "
                         "the two cards he would least like to keep")
    qtbot.wait(20)
    view = review.moves
    last = view.item(view.count() - 1)
    assert view.visualItemRect(last).width() <= view.viewport().width()
    assert view.visualItemRect(last).height() > view.visualItemRect(view.item(0)).height()
    assert not view.horizontalScrollBar().isVisible()
    review.close()


def test_a_deal_that_does_not_replay_is_greyed_and_never_replaces_the_deal_shown(
        qtbot, window) -> None:
    """Issue 32, escape 3: choosing an earlier deal that did not replay raised inside the
    slot; the list said "Deal 1" while the table still showed the last deal."""
    import dataclasses

    _finish_a_deal(qtbot, window)
    good = window.flow.match.records[-1]
    cut = dataclasses.replace(good, actions=good.actions[:-2])  # not finished
    wrong = dataclasses.replace(good, actions=("QS",) * 3)  # does not replay
    review = window.review_deals([cut, good, wrong], ["North", "South"], "Schnapsen")
    assert review is not None and review.deal_choice.currentIndex() == 1  # the last that shows
    assert review.table is not None and review.table.review.record == good
    assert "cannot be shown" in review.deal_choice.itemText(0)
    QTest.keyClick(review, Qt.Key.Key_PageUp)  # no deal before that can be shown
    QTest.keyClick(review, Qt.Key.Key_PageDown)  # nor after
    QTest.keyClick(review.deal_choice, Qt.Key.Key_Up)  # the list skips the greyed deal
    assert review.deal_choice.currentIndex() == 1 and review.table.review.record == good
    review.deal_choice.setCurrentIndex(0)  # as a click in the list's popup would
    assert review.deal_choice.currentIndex() == 1 and review.table.review.record == good
    assert review.position.text().startswith("Deal 1 cannot be shown: ")
    QTest.keyClick(review, Qt.Key.Key_End)
    QTest.keyClick(review, Qt.Key.Key_Right)  # at the end: no next deal to step into
    assert review.table.review.record == good
    review.close()


def test_a_review_of_deals_none_of_which_replays_is_refused_in_words(qtbot, window) -> None:
    import dataclasses

    _finish_a_deal(qtbot, window)
    good = window.flow.match.records[-1]
    wrong = dataclasses.replace(good, actions=("QS",))
    assert window.review_deals([wrong, wrong], ["North", "South"], "Schnapsen") is None
    assert "The deal cannot be shown" in window.status_label.text()
    for box in window.findChildren(QMessageBox):
        box.close()


def test_an_unreadable_past_game_is_told_once_and_kept_aside(qtbot, tmp_path: Path) -> None:
    """Issue 32, escapes 2 and 6: a summary whose deals were not a whole number hid every
    past game; an unreadable one was left out without a word."""
    storage = Storage(tmp_path / "c", tmp_path / "d")
    window = build_main_window(Settings(animation_speed="off"), storage)
    qtbot.addWidget(window)
    window.show()
    _finish_a_deal(qtbot, window)
    window.archive.flush()
    folder = window.archive.folder
    [good] = folder.glob("*.json")
    (folder / "spades-1.json").write_text(good.read_text().replace('"deals": 1,',
                                                                   '"deals": "abc",'))
    (folder / "tippen-2.json").write_text("{")
    dialog = window.show_past_games()
    assert [g.path for g in dialog.games] == [good]
    boxes = [b.text() for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1 and "spades-1.json" in boxes[0] and "tippen-2.json" in boxes[0]
    assert sorted(p.name.split(".damaged-")[0] for p in folder.iterdir()) == [
        good.name, "spades-1.json", "tippen-2.json"]
    dialog.close()
    window.show_past_games().close()  # nothing more to tell
    assert len([b for b in window.findChildren(QMessageBox) if b.isVisible()]) == 1
    window.flow.stop()
    for box in window.findChildren(QMessageBox):
        box.close()
