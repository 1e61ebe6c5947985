"""A match that knows its start: per-seat balances, chips already on the table (the Tippen
pot, the Poch compartments), the first dealer; checked with clear errors, written into the
saved match only when it is not the standard start, read back and replayed exactly, and
chips conserved from the start on."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from cardtable.engine import Match, OptionsError, RecordError, Start, new_match
from cardtable.engine.checks import check_random_match
from cardtable.games import get_game, load_match

TIPPEN_START = Start(balances=(120, 80, 100, 95), places={"pot": 7})
POCH_START = Start(balances=(50, 60, 70, 80), places={"ace": 4, "mariage": 9, "poch": 12})


def _match(game: str, start: Start | None, seats: int = 4, seed: int = 3,
           options: Any = None) -> Match[Any]:
    info = get_game(game)
    return new_match(info, options or info.default_options(), seats, seed, start=start)


def _play(match: Match[Any], deals: int, seed: int = 1) -> None:
    """``deals`` deals at random, the last one left half played."""
    rng = random.Random(seed)
    for k in range(deals):
        state = match.start_deal()
        while not state.is_over and (k < deals - 1 or len(state.history) < 6):
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            match.finish_deal()


# --- the start itself ---------------------------------------------------------------------------

@pytest.mark.parametrize(("kwargs", "words"), [
    ({"balances": (10, -1, 10)}, "seat 2's start balance is -1: a start holds no fewer"),
    ({"places": {"pot": -3}}, "the start's 'pot' is -3"),
    ({"balances": (10, 2.5)}, "seat 2's start balance is '2.5', not a whole number"),
    ({"balances": (True, 1)}, "seat 1's start balance is 'True', not a whole number"),
    ({"balances": (10**7,)}, "at most 1,000,000 chips"),
    ({"places": {"": 3}}, "'' is not the name of a place"),
    ({"first_dealer": -1}, "the first dealer -1 is not a seat"),
    ({"balances": (1,) * 17}, "at most 16 numbers"),
])
def test_a_start_with_bad_counts_is_refused_with_what_is_wrong(kwargs: dict[str, Any],
                                                               words: str) -> None:
    with pytest.raises(OptionsError, match=words.replace("(", r"\(")):
        Start(**kwargs)


def test_places_holding_nothing_are_as_good_as_not_named() -> None:
    assert Start(places={"pot": 0}) == Start() and Start().is_standard
    assert hash(Start(places={"a": 1, "b": 2})) == hash(Start(places={"b": 2, "a": 1}))


# --- what a match takes ---------------------------------------------------------------------------

@pytest.mark.parametrize(("game", "start", "words"), [
    ("tippen", Start(balances=(100, 100, 100)), "a start of 3 balances for 4 players"),
    ("tippen", Start(places={"bete": 2}), r"Tippen has no chips in bete \(only in pot\)"),
    ("poch", Start(places={"pot": 2}), "a start of Poch has no chips in pot"),
    ("schnapsen", Start(balances=(10, 10)), "Schnapsen is not played for chips"),
    ("schnapsen", Start(first_dealer=2), "the first dealer must be a seat from 0 to 1"),
])
def test_a_start_that_does_not_fit_the_game_is_refused(game: str, start: Start,
                                                       words: str) -> None:
    seats = 2 if game == "schnapsen" else 4
    with pytest.raises(OptionsError, match=words):
        _match(game, start, seats)


def test_two_different_first_dealers_are_refused() -> None:
    info = get_game("poch")
    with pytest.raises(OptionsError, match="two first dealers"):
        new_match(info, info.default_options(), 4, 1, 0, Start(first_dealer=2))
    assert new_match(info, info.default_options(), 4, 1, 2, Start(first_dealer=2)).dealer == 2


def test_a_chip_game_starts_with_the_balances_and_the_places_of_its_start() -> None:
    match = _match("tippen", TIPPEN_START)
    chips = match.chips()
    assert chips is not None and chips.balances == (120, 80, 100, 95)
    assert chips.places == (("pot", 7), ("reserve", 0), ("bete", 0)) and chips.total == 402
    poch = _match("poch", POCH_START).chips()
    assert poch is not None and poch.at("mariage") == 9 and poch.at("king") == 0
    state = _match("tippen", TIPPEN_START).start_deal()
    assert state.chips() is not None and state.chips().total == 402  # type: ignore[union-attr]


def test_the_standard_start_given_explicitly_is_the_standard_start() -> None:
    match = _match("tippen", Start(balances=(100,) * 4, places={"pot": 0}))
    assert match.start.is_standard and "start" not in match.to_dict()
    assert match.to_dict() == _match("tippen", None).to_dict()


def test_totals_count_from_each_seats_own_start_balance() -> None:
    match = _match("tippen", TIPPEN_START)
    _play(match, 2)
    chips = match.carry.chips
    assert chips is not None
    assert match.totals == [b - s for b, s in zip(chips.balances, (120, 80, 100, 95))]


def test_a_start_names_the_first_dealer_even_where_the_game_deals_for_the_first_ace() -> None:
    info = get_game("tippen")
    ace = info.presets["alvensleben"]
    assert ace.first_dealer == "ace"
    match = new_match(info, ace, 4, 9, start=Start(first_dealer=2))
    assert (match.first_dealer, match.dealer, match.opening) == (2, 2, ())
    assert new_match(info, ace, 4, 9).opening  # without a start it deals for the ace


# --- saved, read back, replayed ---------------------------------------------------------------------

@pytest.mark.parametrize(("game", "start", "seats"), [
    ("tippen", TIPPEN_START, 4),
    ("poch", POCH_START, 4),
    ("wallachen", Start(balances=(30, 0, 12), places={"pot": 6}), 3),
    ("schnapsen", Start(first_dealer=0), 2),
    ("spades", Start(first_dealer=3), 4),
])
@pytest.mark.parametrize("sealed", [False, True])
def test_a_saved_match_keeps_its_start_and_replays_exactly(game: str, start: Start,
                                                           seats: int, sealed: bool) -> None:
    match = _match(game, start, seats)
    _play(match, 3)
    text = match.to_json(sealed)
    assert json.loads(text)["start"] == start.to_dict()
    again = load_match(text)
    assert again.start == match.start and again.first_dealer == match.first_dealer
    assert again.totals == match.totals and again.chips() == match.chips()
    assert again.records == match.records
    assert again.state is not None and match.state is not None
    assert again.state.key() == match.state.key()
    assert again.to_json(sealed) == text


def test_a_saved_start_is_written_as_pgn_writes_setup_only_what_differs() -> None:
    data = _match("tippen", Start(balances=(100, 100, 90, 100), places={"pot": 3})).to_dict()
    assert data["start"] == {"balances": [100, 100, 90, 100], "places": [["pot", 3]]}
    assert "start" not in _match("tippen", None).to_dict()


def test_a_match_saved_from_a_start_does_not_replay_from_another() -> None:
    match = _match("tippen", TIPPEN_START)
    _play(match, 2)
    data = match.to_dict()
    data["start"]["places"] = [["pot", 8]]
    with pytest.raises(RecordError, match="deal 1 does not follow from the deals before it"):
        load_match(json.dumps(data))
    del data["start"]
    with pytest.raises(RecordError, match="deal 1 does not follow"):
        load_match(json.dumps(data))


@pytest.mark.parametrize(("start", "words"), [
    ({"balances": [120, -80, 100, 95]}, "seat 2's start balance is -80"),
    ({"balances": [120, 80, 100]}, "a start of 3 balances for 4 players"),
    ({"places": [["ace", 2]]}, "a start of Tippen has no chips in ace"),
    ({"places": {"pot": 2}}, "a list of \\[name, chips\\] pairs"),
    ({"places": [["pot", 2], ["pot", 3]]}, "each named once"),
    ({"balances": "many"}, "a list of whole numbers"),
    ({"pot": 3}, "unknown field\\(s\\) of a match's start: pot"),
    ({"first_dealer": 3}, "two first dealers"),
    ([1, 2], "a match's start is an object"),
])
def test_a_damaged_start_in_a_saved_match_is_a_clear_record_error(start: Any,
                                                                   words: str) -> None:
    data = _match("tippen", None, seed=4).to_dict()
    data["first_dealer"] = 1
    data["start"] = start
    with pytest.raises(RecordError, match=words):
        load_match(json.dumps(data))


# --- chips conserved from the start on ---------------------------------------------------------------

@pytest.mark.parametrize(("game", "start", "seats", "options"), [
    ("tippen", TIPPEN_START, 4, {}),
    ("tippen", Start(balances=(0, 3, 300), places={"pot": 40}), 3,
     {"leftover_at_end": "split", "session_deals": 4}),
    ("poch", POCH_START, 4, {}),
    ("poch", Start(places={"ace": 1, "pocher": 5, "centre": 3}), 5,
     {"board": "modern9", "session_deals": 3}),
    ("wallachen", Start(balances=(30, 0, 12), places={"pot": 6}), 3, {}),
])
def test_chips_are_conserved_from_a_custom_start(game: str, start: Start, seats: int,
                                                 options: dict[str, Any]) -> None:
    info = get_game(game)
    opts = replace(info.default_options(), **options)
    for seed in (1, 2):
        assert check_random_match(info, opts, seats, seed, deals=4, thorough=False,
                                  start=start) == []
    match = new_match(info, opts, seats, 1, start=start)
    _play(match, 3)
    total = start.total if start.total is not None else \
        seats * opts.start_balance + sum(start.places.values())
    assert match.chips() is not None and match.chips().total == total  # type: ignore[union-attr]
