"""The Schnapsen AI makes exactly the recorded decisions (``schnapsen_golden.json``).

The file was written by the AI as it was when its strength was measured (normal vs easy
62.6 %, strong vs normal 64.6 %, strong vs random 90.0 %, strong vs the package's RdeepBot
73.2 %); ``tests/ai/schnapsen_golden.py`` says how. Equal decisions and equal hint values, to
the last bit of every float, mean the figures still hold without replaying thousands of deals.

The strong level is checked through its hint on every position (the same search, seed and
budget as its decision) and by its decision on every fourth position; the file itself shows
that the strong decision is the best-rated hint wherever it was recorded.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable.ai import hint, make_player
from cardtable.ai.search import Estimate, best_index
from cardtable.games.schnapsen import PRESETS
from tests.ai.schnapsen_golden import FILE, GOLDEN_PRESETS, position_state, unclocked

RECORDS: list[dict[str, Any]] = json.loads(FILE.read_text())


def _by_preset(preset: str) -> list[dict[str, Any]]:
    return [r for r in RECORDS if r["preset"] == preset]


def test_the_golden_file_is_varied_and_consistent() -> None:
    assert {r["preset"] for r in RECORDS} == set(GOLDEN_PRESETS) and len(RECORDS) >= 200
    for r in RECORDS:
        rated = [Estimate(value, 1) for _, value, _ in r["hint"]]
        assert r["strong"] == r["hint"][best_index(rated)][0], r["seed"]
    # The levels disagree often enough that a change in any of them would show.
    assert sum(r["easy"] != r["strong"] for r in RECORDS) > 40
    assert sum(r["normal"] != r["strong"] for r in RECORDS) > 30
    kinds = {a.split()[0] for r in RECORDS for a, _, _ in r["hint"]}
    assert {"exchange", "close", "marry"} <= kinds


@pytest.mark.parametrize("preset", GOLDEN_PRESETS)
def test_easy_and_normal_decide_as_recorded(preset: str) -> None:
    options = PRESETS[preset]
    wrong = []
    with unclocked():
        for r in _by_preset(preset):
            state = position_state(r)
            view = state.view(state.current_player)
            for level in ("easy", "normal"):
                got = str(make_player("schnapsen", level, r["seed"], options).choose(view))
                if got != r[level]:
                    wrong.append((r["seed"], level, got, r[level]))
    assert wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("preset", GOLDEN_PRESETS)
def test_strong_hints_and_decisions_as_recorded(preset: str) -> None:
    options = PRESETS[preset]
    wrong = []
    with unclocked():
        for i, r in enumerate(_by_preset(preset)):
            state = position_state(r)
            view = state.view(state.current_player)
            rated = [[str(a), v, label] for a, v, label in hint("schnapsen", view, r["seed"],
                                                                 options)]
            if rated != r["hint"]:
                wrong.append((r["seed"], "hint", rated, r["hint"]))
            if i % 4 == 0:
                got = str(make_player("schnapsen", "strong", r["seed"], options).choose(view))
                if got != r["strong"]:
                    wrong.append((r["seed"], "strong", got, r["strong"]))
    assert wrong == []


def test_the_comparison_notices_another_search() -> None:
    """Another seed (other sampled worlds) changes hint values: the comparison can fail."""
    changed = 0
    with unclocked():
        for r in _by_preset("traditional")[:6]:
            state = position_state(r)
            view = state.view(state.current_player)
            rated = [[str(a), v, label] for a, v, label in hint("schnapsen", view, r["seed"] + 1,
                                                                 PRESETS["traditional"])]
            changed += rated != r["hint"]
    assert changed >= 3
