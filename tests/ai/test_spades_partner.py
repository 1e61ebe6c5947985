"""Recorded Spades positions where a partner blunder is possible: every level makes none.

The positions (``spades_positions.json``, made by ``spades_positions.py``) each have a
partner winning the trick and a seat holding cards that beat it and cards that do not.
A blunder is beating a winning partner (over-trumping or overtaking) when another card is
legal, or leaving a partner's nil to win the trick when a card that beats it is legal.
"""

from __future__ import annotations

import json

import pytest

from cardtable.ai import ALL_LEVELS, make_player
from cardtable.games.spades import PRESETS
from tests.ai.spades_positions import FILE, beats, classify, position_state

RECORDS = json.loads(FILE.read_text())


def test_the_suite_covers_every_kind_of_partner_blunder() -> None:
    kinds = [r["kind"] for r in RECORDS]
    for kind in ("overtrump", "overtake", "nil_cover"):
        assert kinds.count(kind) >= 10
    for r in RECORDS:  # the recorded position still is what it says (engine changes)
        assert classify(position_state(r)) == r["kind"]


@pytest.mark.slow
@pytest.mark.parametrize("level", ALL_LEVELS)  # master: built, offered or not
def test_no_partner_blunders(level: str) -> None:
    blunders = []
    for i, record in enumerate(RECORDS):
        state = position_state(record)
        seat = state.current_player
        player = make_player("spades", level, i, PRESETS[record["preset"]])
        action = player.choose(state.view(seat))
        mask = state.core.trick_cards()
        from cardtable.games.spades import SPADE_SUIT

        best = ((mask & SPADE_SUIT) or (mask & state.core.led)).bit_length() - 1
        assert action.card is not None
        over = beats(action.card, best, state.core.led)
        if over != (record["kind"] == "nil_cover"):
            blunders.append(f"#{i} {record['kind']}: played {action}")
    assert blunders == []
