"""Sealed records: a saved deal in progress shows no card and no secret choice at a glance,
and still replays exactly."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.cards import card_str
from cardtable.engine import DealRecord, RecordError
from cardtable.engine.record import seal, unseal
from cardtable.games import get_game, load_match, replay
from cardtable.games.wallachen import Options, WallachenMatch


def _secret_doppeln_deal() -> WallachenMatch:
    info = get_game("wallachen")
    match = WallachenMatch(info, Options(doppeln_order="simultaneous"), 3, seed=21)
    state = match.start_deal()
    state.apply("double")  # forehand's secret choice
    return match


def test_a_sealed_record_shows_no_card_and_no_secret_choice() -> None:
    match = _secret_doppeln_deal()
    state = match.state
    assert state is not None
    text = match.current_record().to_json(sealed=True)
    assert "double" not in text and '"actions"' not in text and '"deck"' not in text
    for c in state.deck:
        assert f'"{card_str(c)}' not in text and f" {card_str(c)} " not in text
    again = replay(DealRecord.from_json(text))
    assert again.key() == state.key() and again.history == state.history
    plain = match.current_record().to_json()
    assert "double" in plain  # the plain form is for finished deals and tests


def test_a_sealed_match_reloads_to_the_same_state() -> None:
    match = _secret_doppeln_deal()
    rng = random.Random(3)
    state = match.state
    assert state is not None
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    match.finish_deal()
    second = match.start_deal()
    second.apply("no")
    text = match.to_json(sealed=True)
    assert "double" not in text and "discard " not in text
    again = load_match(text)
    assert again.state is not None and again.state.key() == second.key()
    assert again.records == match.records and again.chips() == match.chips()


@pytest.mark.parametrize("damage", [
    lambda s: s[:-4],
    lambda s: s.replace("sealed1:", "sealed9:"),
    lambda s: s[:20] + "!" + s[21:],
    lambda s: "sealed1:" + seal([1, 2, 3])[8:],
    lambda s: 17,
])
def test_a_damaged_seal_is_a_record_error(damage: object) -> None:
    match = _secret_doppeln_deal()
    data = match.current_record().to_dict(sealed=True)
    data["sealed"] = damage(data["sealed"])  # type: ignore[operator]
    with pytest.raises(RecordError):
        DealRecord.from_dict(json.loads(json.dumps(data)))


def test_seal_and_unseal_round_trip_plain_values() -> None:
    values = {"deck": "AS KS", "seed": None, "actions": ["double", "no"]}
    sealed = seal(values)
    assert "double" not in sealed and unseal(sealed, "test") == values
