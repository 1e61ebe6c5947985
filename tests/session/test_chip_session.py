"""Ending an open-ended chip session, on a toy chip game (the chip games' tables come later):
two seats, one card each, both pass, the higher card takes a chip from the other."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cardtable.cards import CardSet
from cardtable.engine import (
    Action,
    Carry,
    ChipMove,
    DealResult,
    Event,
    GameAbout,
    GameInfo,
    GameState,
    Text,
    View,
    option,
)
from cardtable.engine.errors import RecordError
from cardtable.engine.match import ChipMatch, Match
from cardtable.session import SeatConfig, Session, SessionError
from cardtable.storage import AutosaveWriter, Storage
from tests.session.test_session import Tally

PASS = Action("pass")
_WON = Text("tests", "The higher card wins")


@dataclass(frozen=True)
class ToyOptions:
    start_balance: int = option(3, "Start balance", minimum=1, maximum=99)
    session_deals: int = option(0, "Deals (0: until the players stop)", minimum=0, maximum=99)


class ToyState(GameState[ToyOptions]):
    game_id = "toy"

    def __init__(self, options: ToyOptions, dealer: int, deck: Sequence[int],
                 carry: Carry) -> None:
        self.options, self.num_seats, self.dealer = options, 2, dealer
        self.deck, self.carry = tuple(deck), carry
        self.history: list[Action] = []
        self.log: list[Event] = []

    @property
    def current_player(self) -> int:
        return -1 if self.is_over else (self.dealer + 1 + len(self.history)) % 2

    @property
    def is_over(self) -> bool:
        return len(self.history) == 2

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over else [PASS]

    def _apply(self, action: Action) -> list[Event]:
        return [Event("pass", seat=self.current_player)]

    def clone(self) -> ToyState:
        twin = ToyState(self.options, self.dealer, self.deck, self.carry)
        twin.history, twin.log = list(self.history), list(self.log)
        return twin

    def result(self) -> DealResult:
        winner = 0 if self.deck[0] > self.deck[1] else 1
        assert self.carry.chips is not None
        chips = self.carry.chips.moved([ChipMove(1 - winner, winner, 1)])
        points = (1, -1) if winner == 0 else (-1, 1)
        return DealResult(points, (winner,), _WON(), carry=Carry(chips=chips))

    def view(self, seat: int) -> View:
        return View(seat, 2, self.dealer, self.current_player, 1 << self.deck[seat], (1, 1),
                    (), tuple(self.legal_actions()) if seat == self.current_player else (),
                    self.is_over, tuple(self.log), chips=self.carry.chips)

    def secret_cards(self, seat: int) -> CardSet:
        return 1 << self.deck[1 - seat]

    def card_zones(self) -> dict[str, CardSet]:
        return {"hand 0": 1 << self.deck[0], "hand 1": 1 << self.deck[1]}

    def key(self) -> Hashable:
        return (self.deck, len(self.history))


def _deal(options: ToyOptions, seats: int, dealer: int, deck: Sequence[int],
          carry: Carry) -> ToyState:
    return ToyState(options, dealer, deck, carry)


TOY: GameInfo[Any] = GameInfo(
    about=GameAbout("toy", "Toy", "", __name__), options_type=ToyOptions,
    presets={"plain": ToyOptions()}, default_preset="plain", seat_range=(2,), default_seats=2,
    pack=lambda options, seats: 0b11, deal=_deal, rules_file="", match_type=ChipMatch)


def toy_session(options: ToyOptions, autosave: AutosaveWriter | None = None) -> Session:
    match = ChipMatch(TOY, options, 2, seed=1, first_dealer=0)
    return Session(match, [SeatConfig("You", True), SeatConfig("Anna", False)], autosave)


def test_players_end_an_open_ended_chip_session_between_deals(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "c", tmp_path / "d")
    tally = Tally()
    session = toy_session(ToyOptions(), AutosaveWriter(storage))
    session.observers.append(tally)
    for _ in range(3):
        session.start_deal()
        session.apply("pass")
        with pytest.raises(SessionError):
            session.end()  # not while a deal is in play
        session.apply("pass")
    session.flush()
    assert storage.autosave_path.exists()
    session.end()
    session.flush()
    assert session.match.is_over() and not storage.autosave_path.exists()
    [report] = tally.matches
    assert report.ended_by_players and report.preset == "plain" and len(report.results) == 3
    chips = session.match.carry.chips
    assert chips is not None and chips.total == 6
    assert report.totals == tuple(b - 3 for b in chips.balances)
    with pytest.raises(SessionError):
        session.start_deal()
    session.end()  # a second time changes nothing
    assert len(tally.matches) == 1


def test_a_chip_session_of_fixed_length_ends_by_itself() -> None:
    tally = Tally()
    session = toy_session(dataclasses.replace(ToyOptions(), session_deals=2))
    session.observers.append(tally)
    for _ in range(2):
        session.start_deal()
        session.apply("pass")
        done = session.apply("pass")
    assert done.match_over and len(tally.matches) == 1
    assert not tally.matches[0].ended_by_players


def test_a_stopped_session_stays_stopped_when_saved_and_loaded() -> None:
    session = toy_session(ToyOptions())
    for _ in range(2):
        session.start_deal()
        session.apply("pass")
        session.apply("pass")
    session.end()
    text = session.match.to_json()
    loaded = Match.from_json(text, lambda game: TOY)
    assert loaded.is_over() and loaded.carry == session.match.carry
    assert loaded.to_json() == text
    data = json.loads(text)
    data["stopped"] = "yes"
    with pytest.raises(RecordError, match="stopped"):
        Match.from_dict(data, lambda game: TOY)


def test_a_session_cannot_be_stopped_in_the_middle_of_a_saved_deal() -> None:
    session = toy_session(ToyOptions())
    session.start_deal()
    session.apply("pass")
    data = json.loads(session.match.to_json())
    assert "stopped" not in data
    data["stopped"] = True
    with pytest.raises(RecordError, match="middle of a deal"):
        Match.from_dict(data, lambda game: TOY)
