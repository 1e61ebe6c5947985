"""Stepping through a finished deal with every hand open."""

from __future__ import annotations

import pytest

from cardtable.engine import RecordError
from cardtable.games import replay
from cardtable.session import Review, SessionError
from tests.session.conftest import SPADES_FOUR, new_session, play


def test_a_finished_deal_steps_forward_and_back_with_every_hand_open() -> None:
    session = new_session("spades", SPADES_FOUR, seed=21)
    done = play(session)
    review = session.review(1)
    record = session.match.records[0]
    assert len(review) == len(done) == len(record.actions)
    dealt = replay(record, upto=0)
    assert review.position == 0 and review.last_move is None
    assert review.hands() == tuple(dealt.view(s).hand for s in range(4))
    assert review.back() is False
    for i, step in enumerate(done, start=1):
        assert review.forward()
        assert review.last_move == (step.seat, step.action, step.events)
        assert review.state.key() == replay(record, upto=i).key()
    assert review.forward() is False and review.state.is_over
    assert review.go_to(3).key() == replay(record, upto=3).key()
    assert review.back() and review.position == 2
    assert review.go_to(10_000).is_over and review.go_to(-5).key() == dealt.key()


def test_a_hidden_card_of_another_seat_shows_in_the_review() -> None:
    session = new_session("spades", SPADES_FOUR, seed=22)
    state = session.match.state
    assert state is not None
    theirs = state.hands[1]
    assert not state.view(0).hand & theirs  # at the table, seat 0 cannot see seat 1's hand
    play(session)
    assert session.review(1).hands()[1] == theirs


def test_only_a_finished_deal_is_reviewed() -> None:
    session = new_session(seed=23)
    play(session, moves=3)
    with pytest.raises(SessionError):
        session.review(1)
    with pytest.raises(RecordError):
        Review(session.match.current_record())
