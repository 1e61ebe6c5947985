"""A session started from a position of its own (per-seat balances, last week's Tippen pot,
counters in the Poch compartments) is autosaved, reloaded and replayed exactly, is kept as a
past game with its start, and its deals are reviewed from that start."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardtable.ai.player import RandomPlayer
from cardtable.engine import OptionsError, Start
from cardtable.games import get_game
from cardtable.session import SeatConfig, Session, open_saved_game, resume
from cardtable.session.archive import Archive
from cardtable.storage import AutosaveWriter, Storage
from tests.session.conftest import play

FOUR = [SeatConfig("You", True)] + [SeatConfig(n, False) for n in ("Ann", "Ben", "Cid")]
STARTS = {
    "tippen": Start(balances=(120, 80, 100, 95), places={"pot": 7}),
    "poch": Start(balances=(50, 60, 70, 80), places={"king": 4, "mariage": 9, "poch": 12}),
}


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "config", tmp_path / "data")


def _started(game: str, storage: Storage, deals: int = 2) -> Session:
    """A session from ``STARTS[game]``: ``deals`` deals played, then five actions of the next."""
    session = Session.new(game, get_game(game).default_options(), FOUR, 11,
                          autosave=AutosaveWriter(storage), start=STARTS[game])
    for _ in range(deals):
        session.start_deal()
        play(session)
    session.start_deal()
    play(session, moves=5)
    session.flush()
    return session


def _same(a: Session, b: Session) -> None:
    assert a.match.start == b.match.start
    assert (a.match.first_dealer, a.match.dealer, a.match.totals) == (
        b.match.first_dealer, b.match.dealer, b.match.totals)
    assert a.match.chips() == b.match.chips() and a.match.records == b.match.records
    assert a.log == b.log and a.turn == b.turn
    assert a.state is not None and b.state is not None and a.state.key() == b.state.key()


@pytest.mark.parametrize("game", sorted(STARTS))
def test_a_session_from_a_start_begins_there(game: str, storage: Storage) -> None:
    session = Session.new(game, get_game(game).default_options(), FOUR, 11,
                          start=STARTS[game])
    chips = session.match.chips()
    assert chips is not None and chips.balances == STARTS[game].balances
    assert {k: v for k, v in chips.places if v} == dict(STARTS[game].places)
    state = session.start_deal()
    dealt = state.chips()
    assert dealt is not None and dealt.total == STARTS[game].total


@pytest.mark.parametrize("game", sorted(STARTS))
def test_a_session_from_a_start_reloads_and_replays_exactly(game: str,
                                                            storage: Storage) -> None:
    session = _started(game, storage)
    again = resume(storage)
    assert again is not None
    _same(session, again)
    # Both go on the same way, deal after deal, and are saved and reloaded once more.
    for one in (session, again):
        computer = RandomPlayer(5)
        while one.turn is not None:
            turn = one.computer_turn()
            state = one.match.state
            assert state is not None
            one.apply(computer.choose(turn.view if turn else state.view(state.current_player)))
        one.start_deal()
    _same(session, again)
    session.flush()
    reloaded = resume(storage)
    assert reloaded is not None
    _same(session, reloaded)


@pytest.mark.parametrize("game", sorted(STARTS))
def test_a_session_saved_from_a_start_opens_from_a_file(game: str, storage: Storage,
                                                        tmp_path: Path) -> None:
    session = _started(game, storage)
    saved = tmp_path / "saved.json"
    saved.write_bytes(storage.autosave_path.read_bytes())
    _same(session, open_saved_game(saved))


def test_a_past_game_keeps_its_start_and_its_first_deal_is_reviewed_from_it(
        storage: Storage, tmp_path: Path) -> None:
    session = _started("tippen", storage)
    archive = Archive(tmp_path / "past")
    archive.keep(session)
    archive.flush()
    [past] = archive.past_games()
    kept = open_saved_game(past.path)
    assert kept.match.start == session.match.start
    assert kept.match.records == session.match.records
    review = kept.review(1)
    first = review.go_to(0).chips()
    assert first is not None and first.total == 402
    carried = review.state.carry.chips
    assert carried is not None and carried.balances == (120, 80, 100, 95)
    assert carried.at("pot") == 7
    review.go_to(len(review))
    assert review.state.result() == session.match.results[0]


def test_a_start_that_does_not_fit_is_refused_before_anything_is_saved(
        storage: Storage) -> None:
    writer = AutosaveWriter(storage)
    with pytest.raises(OptionsError, match="a start of 3 balances for 4 players"):
        Session.new("tippen", get_game("tippen").default_options(), FOUR, 1, autosave=writer,
                    start=Start(balances=(1, 2, 3)))
    writer.flush()
    assert not storage.autosave_path.exists()


def test_a_start_naming_the_first_dealer_deals_first_from_that_seat() -> None:
    session = Session.new("poch", get_game("poch").default_options(), FOUR, 11,
                          start=Start(first_dealer=2))
    assert session.start_deal().dealer == 2
    info: Any = get_game("schnapsen")
    two = Session.new("schnapsen", info.default_options(), FOUR[:2], 11,
                      start=Start(first_dealer=1))
    assert two.start_deal().dealer == 1 and two.match.to_dict()["start"] == {"first_dealer": 1}
