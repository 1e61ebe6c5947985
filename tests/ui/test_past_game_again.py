"""Play a past game's deal again, driven as a person would: with no match on the table (the
start screen up), Game ▸ Past games…, the game reviewed, a deal chosen, "Play this deal
again": a new game of the same game, options and seats, whose first deal gives every seat
the hand it held then. A deal that could not come out the same (dealt from a given pack, so
with no number), or a file that keeps no seats (a bare deal record), offers no button."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.cards import shuffled
from cardtable.engine import DealRecord
from cardtable.games import get_game, replay
from cardtable.session import SeatConfig, Session
from cardtable.session.archive import FOLDER, Archive
from cardtable.storage import Storage
from cardtable.ui.app.past_games import PastGamesDialog
from cardtable.ui.app.review import ReviewWindow
from cardtable.ui.app.window import MainWindow
from tests.ui.conftest import stored_table

LEFT = Qt.MouseButton.LeftButton
NAMES = ("Anna", "Bert", "Clara")
SEATS = {"schnapsen": 2, "poch": 3}


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "config", tmp_path / "data")


@pytest.fixture
def window(qtbot, storage: Storage) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    yield from stored_table(qtbot, storage)


def _seats(game: str) -> list[SeatConfig]:
    return [SeatConfig("You", True)] + [SeatConfig(NAMES[i], False, "easy")
                                        for i in range(SEATS[game] - 1)]


def _play_out(session: Session, rng: random.Random) -> None:
    while session.in_play:
        state = session.state
        assert state is not None
        session.apply(rng.choice(state.legal_actions()))


def _past_game(storage: Storage, game: str, from_pack: bool = False) -> list[DealRecord]:
    """A past game of two finished deals kept as the table keeps one: the first dealt from
    a given pack (no number) if ``from_pack``, the second from its number, by the other
    dealer."""
    info = get_game(game)
    session = Session.new(game, info.default_options(), _seats(game), seed=11)
    rng = random.Random(5)
    if from_pack:
        session.start_deal(deck=shuffled(info.pack(info.default_options(), SEATS[game]), 7))
    else:
        session.start_deal()
    _play_out(session, rng)
    session.start_deal()
    _play_out(session, rng)
    archive = Archive(storage.data_dir / FOLDER)
    archive.keep(session)
    archive.flush()
    return list(session.match.records)


def _hands(record: DealRecord) -> list[int]:
    dealt = replay(record, 0)
    return [dealt.view(seat).hand for seat in range(record.num_seats)]


def _review_past_game(qtbot, window: MainWindow) -> ReviewWindow:  # type: ignore[no-untyped-def]
    """From the start screen (no match on the table): Game ▸ Past games…, the game
    double-clicked in the list."""
    window.show_start_screen()
    window.menus["past"].trigger()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(PastGamesDialog)))
    dialog = next(d for d in window.findChildren(PastGamesDialog) if d.isVisible())
    table = dialog.table
    cell = table.visualItemRect(table.item(0, 1)).center()
    QTest.mouseClick(table.viewport(), LEFT, pos=cell)
    QTest.mouseDClick(table.viewport(), LEFT, pos=cell)
    qtbot.waitUntil(lambda: any(w.isVisible() for w in window.findChildren(ReviewWindow)))
    return next(w for w in window.findChildren(ReviewWindow) if w.isVisible())


@pytest.mark.parametrize("game", sorted(SEATS))
def test_a_past_games_deal_is_played_again_as_a_new_games_first_deal(
        qtbot, window: MainWindow, storage: Storage, game: str) -> None:  # type: ignore[no-untyped-def]
    records = _past_game(storage, game)
    second = records[1]
    assert second.dealer != records[0].dealer  # the deal's own dealer must come back
    review = _review_past_game(qtbot, window)
    review.deal_choice.setCurrentIndex(1)
    qtbot.waitUntil(lambda: review.shown_index == 1)
    assert review.again_button.isVisible()
    assert review.again_button.text() == "Play this deal again"
    QTest.mouseClick(review.again_button, LEFT)
    flow = window.flow

    def dealt_again() -> bool:
        session = flow.session
        return session is not None and session.in_play and \
            session.match.deal_seed_now == second.seed
    qtbot.waitUntil(dealt_again, timeout=20000)
    session = flow.session
    assert session is not None
    first = session.match.current_record()
    assert len(session.match.records) == 0  # a new game: this is its first deal
    assert _hands(first) == _hands(second) and first.dealer == second.dealer
    assert session.info.id == game and session.match.options == get_game(game) \
        .options_from_dict(second.options)
    assert [(s.name, s.human, s.level) for s in session.seats] == \
        [(s.name, s.human, s.level) for s in _seats(game)]
    qtbot.waitUntil(lambda: "Played again" in window.deal_label.text())
    qtbot.waitUntil(lambda: not review.isVisible())
    assert window.start_screen is None or not window.start_screen.isVisible()


def test_a_deal_dealt_from_a_given_pack_offers_no_play_again(
        qtbot, window: MainWindow, storage: Storage) -> None:  # type: ignore[no-untyped-def]
    records = _past_game(storage, "schnapsen", from_pack=True)
    assert records[0].seed is None and records[1].seed is not None
    review = _review_past_game(qtbot, window)
    review.deal_choice.setCurrentIndex(0)
    qtbot.waitUntil(lambda: review.shown_index == 0)
    assert review.again_button.isHidden()  # no number to deal it again from
    review.deal_choice.setCurrentIndex(1)
    qtbot.waitUntil(lambda: review.shown_index == 1)
    assert review.again_button.isVisible()


def test_a_bare_deal_record_offers_no_play_again(qtbot, window: MainWindow,
                                                 storage: Storage, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record = _past_game(storage, "schnapsen")[1]
    path = tmp_path / "deal.json"
    path.write_text(record.to_json(), encoding="utf-8")
    review = window.review_file(path)  # Game ▸ Import: the record keeps no seats
    assert review is not None and review.isVisible()
    assert review.again_button.isHidden()


def test_the_start_screen_opens_the_past_games_where_there_are_some(
        qtbot, window: MainWindow, storage: Storage) -> None:  # type: ignore[no-untyped-def]
    """No past game: no button. One kept: "Past games…" on the start screen opens their
    list (from which a deal is reviewed and played again, as above)."""
    screen = window.show_start_screen()
    assert not screen.past_button.isVisible()
    _past_game(storage, "schnapsen")
    screen.hide()
    screen = window.show_start_screen()
    assert screen.past_button.isVisible() and screen.past_button.text() == "Past games…"
    QTest.mouseClick(screen.past_button, LEFT)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(PastGamesDialog)))
    dialog = next(d for d in window.findChildren(PastGamesDialog) if d.isVisible())
    assert dialog.table.rowCount() == 1
    dialog.close()
