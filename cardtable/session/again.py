"""A deal played again, as a duplicate tournament compares players: the same cards to the
same seats, dealt by the same dealer from the same position (every balance, the chips on the
table, a game's counters: a Schnapsen tie bonus, Spades bags), with the person in a seat of
their choice and the computers in the others.

It is a side deal, not a deal of the match: :func:`deal_again` makes a one-deal
:class:`SideSession` beside the session in progress and leaves that session as it was (its
scores, its deal number, its autosave). A side session writes no autosave, tells no
statistics and is kept with no past game; afterwards the table goes back to the match.
A player who tries a deal again from another seat is exploring, not playing on: the match
in progress must still be there, and the try must not count as a game won or lost.

A deal of a past game has no match to wait: :func:`anew` says how it is dealt again as the
first deal of a new game of the same game, options and seats (its number and its dealer),
once it has checked that it comes out the same.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine import DealRecord, DealResult, Start
from cardtable.engine.chips import Chips
from cardtable.engine.errors import CardtableError, OptionsError
from cardtable.engine.match import ChipMatch, new_match
from cardtable.games import get_game
from cardtable.seats import SeatConfig
from cardtable.session.session import Session, SessionError

__all__ = ["AgainError", "Anew", "FirstTime", "SideSession", "anew", "deal_again", "first_time",
           "last_finished", "seats_again"]


class AgainError(SessionError):
    """A deal that cannot be played again; nothing has changed. ``why`` names the reason for
    the table to word: ``"none"`` (no deal finished yet), ``"unfinished"`` (not that deal),
    ``"people"`` (not one person at the table), ``"seat"`` (no such seat), ``"differs"``
    (the deal would not come out the same), ``"seedless"`` (a deal from a given pack has
    no number to deal it from)."""

    def __init__(self, message: str, why: str) -> None:
        super().__init__(message)
        self.why = why


class SideSession(Session):
    """One deal played again beside the match: never autosaved (the match's autosave stays
    the match's), never told to the statistics, never kept as a past game."""

    side = True

    def save(self) -> None:
        """Nothing to resume: the match in progress keeps its own autosave."""

    def _tell(self, call: Any) -> None:
        """Not counted: a deal tried again is no game won or lost."""


@dataclass(frozen=True)
class FirstTime:
    """A finished deal of the match as it was first played: its record and result, the
    person's seat and every seat's name then."""

    number: int  # the deal's place in the match (1 for the first)
    record: DealRecord
    result: DealResult
    seat: int  # the person's seat the first time
    names: tuple[str, ...]

    def points(self, seat: int) -> int:
        """What ``seat`` scored in the deal the first time, in the game's units."""
        return self.result.points[seat]


def last_finished(session: Session) -> int:
    """The number of the match's last finished deal; AgainError if none is."""
    if not session.match.records:
        raise AgainError("No deal of this game has been played to its end yet: finish a deal, "
                         "then play it again.", "none")
    return len(session.match.records)


def first_time(session: Session, number: int) -> FirstTime:
    """Deal ``number`` of ``session`` as it was played, if it can be played again: a
    finished deal at a table of one person; AgainError saying why not."""
    records = session.match.records
    if not 1 <= number <= len(records):
        raise AgainError(f"Deal {number} of this game has not been played to its end.",
                         "unfinished")
    people = session.humans
    if len(people) != 1:
        raise AgainError("A deal is played again by one person against the computers; at this "
                         "table several people play (or nobody does).", "people")
    return FirstTime(number, records[number - 1], session.match.results[number - 1],
                     people[0], tuple(s.name for s in session.seats))


def seats_again(seats: Sequence[SeatConfig], person: int, chosen: int) -> list[SeatConfig]:
    """The seats of the deal played again: the person in ``chosen``, whoever sat there in
    the person's seat (each seat keeps its cards; the players change places)."""
    moved = list(seats)
    moved[person], moved[chosen] = seats[chosen], seats[person]
    return moved


def deal_again(session: Session, first: FirstTime, chosen: int) -> SideSession:
    """``first``'s deal dealt again beside ``session`` (which does not change), the person
    in seat ``chosen``: every seat gets the cards it had, the same dealer deals, and the
    deal starts where it started (balances, chips on the table, carried counters)."""
    match = session.match
    info, record = match.info, first.record
    if not 0 <= chosen < match.num_seats:
        raise AgainError(f"There is no seat {chosen + 1} at this table.", "seat")
    carry = info.carry_type.from_dict(record.carry)
    options = match.options
    if isinstance(match, ChipMatch):  # one deal, never the end of a session
        options = dataclasses.replace(options, session_deals=0)
    start = _start_of(match, carry.chips, record.dealer)
    side = new_match(info, options, match.num_seats, match.seed, None, start)
    side.carry = carry  # all of it: places a start does not name, a game's own counters
    side.start_deal(record.deck if record.seed is None else None, record.seed)
    again = side.current_record()
    if (again.deck, again.dealer, again.carry) != (record.deck, record.dealer, record.carry):
        raise AgainError(f"Deal {first.number} cannot be dealt again the same way.", "differs")
    return SideSession(side, seats_again(session.seats, first.seat, chosen))


def _start_of(match: Any, chips: Chips | None, dealer: int) -> Start:
    """The side match's start: the deal's dealer, and the balances as they were at the
    deal's start (its totals then count from there), where a start can hold them (a
    balance below zero, Wallachen's, it cannot: the carry alone brings it)."""
    if chips is None or not isinstance(match, ChipMatch):
        return Start(first_dealer=dealer)
    allowed = match.start_places()
    try:
        return Start(chips.balances, {n: c for n, c in chips.places if n in allowed}, dealer)
    except OptionsError:
        return Start(first_dealer=dealer)


@dataclass(frozen=True)
class Anew:
    """A finished deal dealt again as the first deal of a new game: the same game, options
    and seats, the deal's number and its dealer (``Start(first_dealer=dealer)``)."""

    game: str
    options: Any
    seats: tuple[SeatConfig, ...]
    seed: int  # the deal's number
    dealer: int

    def start(self) -> Start:
        return Start(first_dealer=self.dealer)


def anew(record: DealRecord, seats: Sequence[SeatConfig]) -> Anew:
    """``record``'s deal as the first deal of a new game at ``seats``, checked to give every
    seat the same hand again (the same pack and dealer, and each seat's hand compared with
    the record's, since a new game starts from the standard chips); AgainError if not:
    no number (``"seedless"``), a game or options this version cannot play, or a deal this
    version deals otherwise (``"differs"``)."""
    if record.seed is None:
        raise AgainError("This deal was dealt from a given pack; it has no number to deal "
                         "it again from.", "seedless")
    if len(seats) != record.num_seats:
        raise AgainError(f"{len(seats)} seats for a deal of {record.num_seats}.", "seat")
    plan = Anew(record.game, None, tuple(seats), record.seed, record.dealer)
    try:
        info = get_game(record.game)
        if not info.about.playable:
            raise AgainError(f"{info.name} cannot be played at the table yet.", "differs")
        plan = dataclasses.replace(plan, options=info.options_from_dict(record.options))
        trial = Session.new(plan.game, plan.options, seats, start=plan.start())
        dealt = trial.start_deal(seed=plan.seed)
        then = record.replay(info, upto=0)
    except AgainError:
        raise
    except CardtableError:
        raise AgainError("This deal cannot be dealt again the same way.", "differs") from None
    again = trial.match.current_record()
    if (again.deck, again.dealer) != (record.deck, record.dealer) or any(
            dealt.view(s).hand != then.view(s).hand for s in range(record.num_seats)):
        raise AgainError("This deal cannot be dealt again the same way.", "differs")
    return plan
