"""A deal played again beside a match (cardtable/session/again.py), headless: every seat
gets its cards of the first time, dealt by the same dealer from the same start; played the
same way from the same seat, it scores the same; the match does not change; the side
session is saved nowhere and told to nobody. A past deal dealt anew as a new game's first
deal gives every seat the same hand, or is refused with the reason."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from cardtable.games import get_game
from cardtable.session import SeatConfig, Session
from cardtable.session.again import (
    AgainError,
    anew,
    deal_again,
    first_time,
    last_finished,
)

SEATS = {"schnapsen": 2, "wallachen": 3, "tippen": 4, "spades": 4, "poch": 4}


class Told:
    def __init__(self) -> None:
        self.calls = 0

    def deal_finished(self, _report: Any) -> None:
        self.calls += 1

    bummerl_finished = match_finished = deal_finished


class Autosave:
    """Counts what it is handed (a session with no autosave writes nothing)."""

    def __init__(self) -> None:
        self.submitted, self.errors = 0, []  # type: ignore[var-annotated]

    def submit(self, *_args: Any) -> None:
        self.submitted += 1

    def clear(self) -> None:
        self.submitted += 1


def _play_out(session: Session) -> None:
    while session.in_play:
        state = session.match.state
        session.apply(state.view(state.current_player).legal[0])


def _match(game: str, deals: int) -> Session:
    n = SEATS[game]
    seats = [SeatConfig("You", True)] + [SeatConfig(f"C{i}", False, "easy") for i in range(1, n)]
    session = Session.new(game, get_game(game).default_options(), seats, seed=5)
    for _ in range(deals):
        session.start_deal()
        _play_out(session)
    return session


@pytest.mark.parametrize("game", list(SEATS))
def test_each_seat_gets_its_cards_again_and_the_match_does_not_change(game: str) -> None:
    session = _match(game, 2)
    before = session.match.to_json()
    first = first_time(session, last_finished(session))
    start = first.record.replay(session.info, upto=0)
    for chosen in range(SEATS[game]):
        side = deal_again(session, first, chosen)
        again = side.match.current_record()
        assert (again.deck, again.dealer, again.carry, again.seed) == (
            first.record.deck, first.record.dealer, first.record.carry, first.record.seed)
        state = side.match.state
        assert [state.view(s).hand for s in range(SEATS[game])] == \
            [start.view(s).hand for s in range(SEATS[game])]
        assert side.humans == [chosen] and side.seats[first.seat].name == \
            session.seats[chosen].name
        told, saved = Told(), Autosave()
        side.observers.append(told)  # type: ignore[arg-type]
        side.autosave = saved  # type: ignore[assignment]
        _play_out(side)
        assert (told.calls, saved.submitted) == (0, 0)
        if chosen == first.seat:  # the same moves from the same seat: the same result
            assert side.match.results[0].points == first.result.points
    assert session.match.to_json() == before


def test_a_chip_deal_starts_from_the_balances_at_its_start() -> None:
    session = _match("poch", 3)
    first = first_time(session, 2)
    side = deal_again(session, first, 1)
    at_start = session.match.results[0].carry.chips  # what deal 2 started from
    assert side.match.start.balances == at_start.balances
    assert side.match.chips() == first.record.replay(session.info, upto=0).chips()
    _play_out(side)
    assert side.match.totals == list(side.match.results[0].points)  # counted from there
    assert not side.match.is_over()  # one deal is never the end of the session


def test_what_cannot_be_played_again_says_why() -> None:
    session = _match("schnapsen", 0)
    with pytest.raises(AgainError) as no_deal:
        last_finished(session)
    assert no_deal.value.why == "none"
    with pytest.raises(AgainError) as unfinished:
        first_time(_match("schnapsen", 1), 2)
    assert unfinished.value.why == "unfinished"
    two = Session.new("schnapsen", get_game("schnapsen").default_options(),
                      [SeatConfig("Ann", True), SeatConfig("Ben", True)], seed=3)
    two.start_deal()
    _play_out(two)
    with pytest.raises(AgainError) as several:
        first_time(two, 1)
    assert several.value.why == "people"
    with pytest.raises(AgainError) as seat:
        deal_again(_match("schnapsen", 1), first_time(_match("schnapsen", 1), 1), 5)
    assert seat.value.why == "seat"


@pytest.mark.parametrize("game", list(SEATS))
def test_a_past_deal_is_dealt_anew_as_a_new_games_first_deal(game: str) -> None:
    session = _match(game, 3)
    for record in session.match.records:
        plan = anew(record, session.seats)
        assert (plan.game, plan.seed, plan.dealer) == (game, record.seed, record.dealer)
        fresh = Session.new(plan.game, plan.options, plan.seats, start=plan.start())
        state = fresh.start_deal(seed=plan.seed)
        start = record.replay(session.info, upto=0)
        assert [state.view(s).hand for s in range(SEATS[game])] == \
            [start.view(s).hand for s in range(SEATS[game])]


def test_a_past_deal_that_cannot_come_out_the_same_is_not_dealt_anew() -> None:
    session = _match("schnapsen", 1)
    record = session.match.records[0]
    with pytest.raises(AgainError) as seedless:
        anew(dataclasses.replace(record, seed=None), session.seats)
    assert seedless.value.why == "seedless"
    with pytest.raises(AgainError) as other_pack:  # dealt otherwise than this version deals
        anew(dataclasses.replace(record, deck=record.deck[1:] + record.deck[:1]),
             session.seats)
    assert other_pack.value.why == "differs"
    with pytest.raises(AgainError) as options:  # an option this version does not know
        anew(dataclasses.replace(record, options={**record.options, "newer": 1}),
             session.seats)
    assert options.value.why == "differs"
    with pytest.raises(AgainError) as seats:
        anew(record, session.seats[:1])
    assert seats.value.why == "seat"
