"""The session without Qt: deals from a seed or a pack, whose turn, computer views, undo by
replay, the statistics hook, the autosave and the end of a chip session."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.cards import card_str, shuffled
from cardtable.engine import IllegalActionError, OptionsError
from cardtable.games import get_game, load_record, replay
from cardtable.games.schnapsen import SchnapsenMatch
from cardtable.session import (
    BummerlReport,
    DealReport,
    MatchReport,
    SeatConfig,
    Session,
    SessionError,
    resume,
)
from cardtable.storage import AutosaveWriter, Storage
from tests.session.conftest import SPADES_FOUR, YOU_AND_ANNA, new_session, play

HOT_SEAT = [SeatConfig("Ann", True), SeatConfig("Ben", True)]


class Tally:
    """A statistics observer that keeps what it is told."""

    def __init__(self) -> None:
        self.deals: list[DealReport] = []
        self.bummerls: list[BummerlReport] = []
        self.matches: list[MatchReport] = []

    def deal_finished(self, report: DealReport) -> None:
        self.deals.append(report)

    def bummerl_finished(self, report: BummerlReport) -> None:
        self.bummerls.append(report)

    def match_finished(self, report: MatchReport) -> None:
        self.matches.append(report)


def test_a_numbered_deal_is_the_same_cards_every_time() -> None:
    info = get_game("spades")
    a, b = (Session.new("spades", info.default_options(), SPADES_FOUR, seed=s) for s in (1, 2))
    first, second = a.start_deal(seed=424242), b.start_deal(seed=424242)
    assert first.deck == second.deck
    assert first.deck == tuple(shuffled(info.pack(info.default_options(), 4), 424242))
    assert a.deal_seed == 424242 and a.match.current_record().seed == 424242


def test_a_deal_from_the_matchs_own_seeds_and_from_a_given_pack() -> None:
    info = get_game("schnapsen")
    session = Session.new("schnapsen", info.default_options(), YOU_AND_ANNA, seed=5)
    twin = info.match_type(info, info.default_options(), 2, 5, session.match.first_dealer)
    assert session.start_deal().deck == twin.start_deal().deck
    assert session.deal_seed == twin.deal_seed_now
    assert session.state is not None
    pack = tuple(sorted(session.state.deck))
    play(session)
    given = session.start_deal(deck=pack)
    assert given.deck == pack and session.deal_seed is None and session.deal_number == 2


def test_the_session_says_whose_turn_and_hands_a_computer_its_view_only() -> None:
    session = new_session(seed=3)
    state = session.match.state
    assert state is not None and session.turn == state.current_player
    if session.computer_turn() is None:  # the person leads: let them, then the computer
        play(session, moves=1)
    turn = session.computer_turn()
    assert turn is not None and turn.seat == 1 and turn.level == "normal"
    assert turn.view == state.view(1) and turn.view.seat == 1
    assert turn.view.hand == state.hands[1]  # its own hand, not the person's
    assert not turn.view.hand & state.hands[0]


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    session = new_session(seed=4)
    state = session.match.state
    assert state is not None
    key, log = state.key(), list(session.log)
    not_held = next(c for c in range(52) if not any(h >> c & 1 for h in state.hands))
    with pytest.raises(IllegalActionError):
        session.apply(card_str(not_held))
    with pytest.raises(IllegalActionError):
        session.apply("bid nonsense words")
    assert state.key() == key and session.log == log


def test_a_deal_that_ends_is_scored_told_and_stays_on_the_table() -> None:
    tally = Tally()
    session = new_session(seed=8)
    session.observers.append(tally)
    done = play(session)
    assert done[-1].result is not None and all(d.result is None for d in done[:-1])
    assert session.turn is None and not session.in_play
    assert session.state is not None and session.state.is_over
    [report] = tally.deals
    assert report.game == "schnapsen" and report.preset == "traditional"
    assert report.number == 1 and report.seed == session.deal_seed is not None
    assert report.seats == tuple(YOU_AND_ANNA) and not report.undo_used
    assert report.result == session.match.results[0] and report.record.actions
    assert [s.action for s in session.log] == [d.action for d in done]


def one_bummerl(seed: int, autosave: AutosaveWriter | None = None) -> Session:
    """A Schnapsen match of one Bummerl (a match is open-ended unless the table sets it)."""
    info = get_game("schnapsen")
    match = SchnapsenMatch(info, info.default_options(), 2, seed, 0, bummerls_to_win=1)
    session = Session(match, YOU_AND_ANNA, autosave)
    session.start_deal()
    return session


def test_a_whole_match_is_told_once_when_it_ends() -> None:
    tally = Tally()
    session = one_bummerl(seed=9)
    session.observers.append(tally)
    while True:
        done = play(session)
        if done[-1].match_over:
            break
        session.start_deal()
    assert len(tally.matches) == 1 and len(tally.deals) == len(session.match.results)
    report = tally.matches[0]
    assert report.winners == session.match.winners() and report.winners
    assert report.totals == tuple(session.match.totals) and not report.ended_by_players
    with pytest.raises(SessionError):
        session.start_deal()


def test_a_failing_observer_is_reported_and_the_game_goes_on() -> None:
    class Broken(Tally):
        def deal_finished(self, report: DealReport) -> None:
            raise OSError("database is locked")

    session = new_session(seed=8)
    session.observers.append(Broken())
    assert play(session)[-1].result is not None
    assert session.problems == ["The statistics could not be kept: database is locked"]


def test_undo_goes_back_to_the_persons_previous_decision_and_the_computers_answers() -> None:
    session = new_session(seed=11)
    play(session, moves=1 if session.turn == 1 else 0)  # the person's turn now
    state = session.match.state
    assert state is not None and session.turn == 0
    before, history = state.key(), list(state.history)
    assert not session.can_undo()
    play(session, moves=1)  # the person
    while session.computer_turn() is not None:
        play(session, moves=1)  # the computer's answer
    assert session.can_undo() and not session.can_undo(2)
    undone = session.undo()
    assert undone is session.match.state and undone.key() == before
    assert undone.history == history and len(session.log) == len(history)
    assert session.turn == 0 and session.undone == {1}


def test_undo_never_crosses_a_finished_deal() -> None:
    session = new_session(seed=12)
    play(session)
    assert not session.can_undo()
    with pytest.raises(SessionError):
        session.undo()
    session.start_deal()
    assert not session.can_undo()  # nothing of this deal decided yet


def test_undo_in_hot_seat_counts_every_persons_decisions_or_one_seats() -> None:
    session = new_session(seats=HOT_SEAT, seed=13)
    play(session, moves=4)
    seats = [s.seat for s in session.log]
    assert set(seats) == {0, 1}
    last_of_0 = max(i for i, s in enumerate(seats) if s == 0)
    assert session.undo_target(1) == 3  # the last decision, whoever took it
    assert session.undo_target(1, seat=0) == last_of_0
    session.undo(1, seat=0)
    assert len(session.log) == last_of_0 and session.turn == 0


def test_undo_is_noted_for_the_statistics() -> None:
    tally = Tally()
    session = new_session(seed=14)
    session.observers.append(tally)
    play(session, moves=3)
    session.undo()
    play(session)
    assert tally.deals[0].undo_used
    session.start_deal()
    play(session)
    assert not tally.deals[1].undo_used


def test_every_action_is_autosaved_and_resumes_to_the_same_state(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "c", tmp_path / "d")
    session = new_session("spades", SPADES_FOUR, seed=15, autosave=AutosaveWriter(storage))
    for _ in range(12):
        play(session, moves=1)
        session.flush()
        saved = json.loads(storage.autosave_path.read_text())
        assert saved_key(saved) == key_in_play(session)
    session.undo()
    session.flush()
    back = resume(storage)
    assert back is not None and key_in_play(back) == key_in_play(session)
    assert back.undone == {1} and back.seats == session.seats and back.log == session.log


def saved_key(saved: dict[str, Any]) -> object:
    return replay(load_record(json.dumps(saved["match"]["current"]))).key()


def key_in_play(session: Session) -> object:
    assert session.match.state is not None
    return session.match.state.key()


def test_a_match_that_ends_leaves_no_autosave(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "c", tmp_path / "d")
    session = one_bummerl(seed=9, autosave=AutosaveWriter(storage))
    while not play(session)[-1].match_over:
        session.start_deal()
        session.flush()
        assert storage.autosave_path.exists()
    session.flush()
    assert not storage.autosave_path.exists()


def test_seats_must_fit_the_match_and_name_a_known_level() -> None:
    info = get_game("schnapsen")
    match = info.match_type(info, info.default_options(), 2, 1, 0)
    with pytest.raises(OptionsError):
        Session(match, [SeatConfig("You", True)])
    with pytest.raises(OptionsError):
        SeatConfig("Anna", False, "godlike")
    with pytest.raises(OptionsError):
        SeatConfig("", True)


def test_a_computer_plays_only_at_a_level_its_game_has() -> None:
    from cardtable.ai import MASTER_GAMES, levels

    for game_id in ("schnapsen", "spades", "tippen"):
        info = get_game(game_id)
        match = info.match_type(info, info.default_options(), info.default_seats, 1, 0)
        seats = [SeatConfig("You", True)] + [SeatConfig(f"C{k}", False, "master")
                                             for k in range(1, info.default_seats)]
        if game_id in MASTER_GAMES:
            assert Session(match, seats).seats == tuple(seats)
        else:
            assert "master" not in levels(game_id)
            with pytest.raises(OptionsError, match="no master level"):
                Session(match, seats)


def test_only_a_chip_session_is_ended_by_its_players() -> None:
    session = new_session(seed=16)
    play(session)
    with pytest.raises(SessionError):
        session.end()


def test_the_autosave_shows_no_hand_and_no_secret_choice(tmp_path: Path) -> None:
    from cardtable.cards import card_str
    from cardtable.games.wallachen import Options

    storage = Storage(tmp_path / "c", tmp_path / "d")
    info = get_game("wallachen")
    seats = [SeatConfig("You", True), SeatConfig("Ann", True), SeatConfig("Ben", True)]
    session = Session.new("wallachen", Options(doppeln_order="simultaneous"), seats, 21,
                          autosave=AutosaveWriter(storage))
    state = session.start_deal()
    assert "double" in [str(a) for a in state.legal_actions()]
    session.apply("double")  # a secret choice
    session.flush()
    text = storage.autosave_path.read_text()
    assert "double" not in text and '"actions"' not in text and '"deck"' not in text
    for c in state.deck:
        assert f'"{card_str(c)}' not in text and f" {card_str(c)} " not in text
    back = resume(storage)
    assert back is not None and key_in_play(back) == key_in_play(session)
    assert info.id == back.info.id


def test_a_full_disk_is_told_once_and_again_when_saving_works(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    from cardtable import storage as storage_module

    real_write = storage_module.atomic_write

    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    storage = Storage(tmp_path / "c", tmp_path / "d")
    session = new_session("spades", SPADES_FOUR, seed=15, autosave=AutosaveWriter(storage))
    monkeypatch.setattr(storage_module, "atomic_write", full)
    told: list[str] = []
    for _ in range(30):
        play(session, moves=1)
        session.flush()
        told += session.problems
        session.problems.clear()
    monkeypatch.setattr(storage_module, "atomic_write", real_write)
    for _ in range(3):
        play(session, moves=1)
        session.flush()
        session.save()
        told += session.problems
        session.problems.clear()
    assert len(told) == 2, told
    assert "No space left on device" in told[0] and "play on" in told[0]
    assert told[1] == "The game is saved again."
    back = resume(storage)
    assert back is not None and key_in_play(back) == key_in_play(session)
