"""Saved games written before a saved game knew its start still load and replay the same.

The files in ``old_saves/`` are autosaves written by cardtable on 6 December 2026 (commit
71a0600), by playing two deals and five actions of a third with seeded random players; the
figures below are what that version showed after loading them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.session import open_saved_game

OLD = Path(__file__).parent / "old_saves"

EXPECTED: dict[str, dict[str, Any]] = {
    "tippen": {"first_dealer": 1, "dealer": 3, "totals": [0, 0, -4, 4], "turn": 0,
               "chips": {"balances": [100, 100, 96, 101],
                         "places": [["pot", 3], ["reserve", 0], ["bete", 0]]}},
    "poch": {"first_dealer": 1, "dealer": 3, "totals": [2, 2, -7, -21], "turn": 1,
             "chips": {"balances": [98, 98, 88, 72],
                       "places": [["ace", 0], ["king", 12], ["queen", 0], ["jack", 0],
                                  ["ten", 0], ["mariage", 12], ["sequenz", 12], ["poch", 8]]}},
    "schnapsen": {"first_dealer": 1, "dealer": 1, "totals": [3, 3], "turn": 1, "chips": None},
}


@pytest.mark.parametrize("game", sorted(EXPECTED))
def test_an_old_saved_game_loads_and_replays_the_same(game: str) -> None:
    path = OLD / f"{game}.json"
    session = open_saved_game(path)
    match, want = session.match, EXPECTED[game]
    chips = match.chips()
    assert (match.first_dealer, match.dealer, match.totals, session.turn) == (
        want["first_dealer"], want["dealer"], want["totals"], want["turn"])
    assert (chips.to_dict() if chips is not None else None) == want["chips"]
    assert len(match.records) == 2 and len(session.log) == 5
    # Saved again, it is the same file: a standard start writes no start.
    assert match.to_dict() == json.loads(path.read_text())["match"]
    assert "start" not in match.to_dict()
