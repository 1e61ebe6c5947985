"""The last choices of a settings file from another version: what this version cannot use
gives way to the default and is named, and the game starts (issue 32, escapes 1 and 7)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.session import SeatConfig, Session
from cardtable.session.choices import last_choice
from cardtable.storage import Storage

MASTER = {"last_game": "schnapsen", "last_choices": {"schnapsen": {
    "preset": "", "options": {}, "seats": [{"name": "You", "human": True, "level": "easy"},
                                           {"name": "Anna", "human": False,
                                            "level": "master"}]}}}


def _start(choices: dict[str, object], game: object) -> Session:
    choice = last_choice(choices, game)
    seats = choice.seats or [SeatConfig("You", True)] + [
        SeatConfig(f"C{k}", False) for k in range(1, choice.info.default_seats)]
    return Session.new(choice.info.id, choice.options, seats, 1)


def test_a_computer_at_a_level_the_game_does_not_offer_starts_with_the_default_seats(
        tmp_path: Path) -> None:
    storage = Storage(tmp_path / "c", tmp_path / "d")
    storage.config_dir.mkdir()
    storage.settings_path.write_text(json.dumps(MASTER))
    settings = storage.load_settings()
    choice = last_choice(settings.last_choices, settings.last_game)
    assert choice.seats is None and len(choice.unused) == 1
    assert "master" in choice.unused[0] and "does not offer" in choice.unused[0]
    session = _start(settings.last_choices, settings.last_game)  # no OptionsError
    assert session.info.id == "schnapsen"
    assert json.loads(storage.settings_path.read_text()) == MASTER  # left as it was


@pytest.mark.parametrize(("choices", "game", "named"), [
    ({}, "poker", "the game 'poker'"),
    ({"spades": {"deck": "klingon"}}, "spades", "the deck 'klingon'"),
    ({"tippen": {"options": {"start_balance": 10**12}}}, "tippen", "the options of Tippen"),
    ({"tippen": {"options": {"no_such_rule": True}}}, "tippen", "the options of Tippen"),
    ({"spades": {"seats": [{"name": "A", "human": True}]}}, "spades", "1 seats"),
    ({"spades": {"seats": 3}}, "spades", "the players of Spades"),
    ({}, 17, "the game '17'"),
])
def test_unusable_last_choices_are_named_not_dropped_in_silence(
        choices: dict[str, object], game: object, named: str) -> None:
    choice = last_choice(choices, game)
    assert len(choice.unused) == 1 and named in choice.unused[0], choice.unused
    _start(choices, game)


def test_usable_last_choices_are_used_as_they_are() -> None:
    seats = [{"name": "Bo", "human": True, "level": "normal"},
             {"name": "Cy", "human": False, "level": "strong"}]
    choice = last_choice({"schnapsen": {"deck": "german", "seats": seats}}, "schnapsen")
    assert choice.unused == () and choice.deck == "german"
    assert choice.seats == [SeatConfig("Bo", True), SeatConfig("Cy", False, "strong")]
