"""The frozen strong Schnapsen player (``benchmarks/baselines/schnapsen_strong_v1.py``) makes
exactly the strong decisions and hint values recorded in ``schnapsen_golden.json``.

That is what makes master-vs-strong honest as the live code changes: the baseline is today's
strong player, proven on every recorded position, not a copy that might have drifted.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from benchmarks.baselines.schnapsen_strong_v1 import FrozenStrong
from cardtable.games.schnapsen import PRESETS
from tests.ai.schnapsen_golden import FILE, GOLDEN_PRESETS, position_state

RECORDS: list[dict[str, Any]] = json.loads(FILE.read_text())


@pytest.mark.slow
@pytest.mark.parametrize("preset", GOLDEN_PRESETS)
def test_the_frozen_strong_player_decides_as_recorded(preset: str) -> None:
    options = PRESETS[preset]
    wrong = []
    for i, r in enumerate(r for r in RECORDS if r["preset"] == preset):
        state = position_state(r)
        view = state.view(state.current_player)
        if i % 4 == 0:  # a decision from a fresh player, like the golden test's
            got = str(FrozenStrong(r["seed"], options, ms=1e9).choose(view))
            if got != r["strong"]:
                wrong.append((r["seed"], "strong", got, r["strong"]))
        searched = [row for row in r["hint"] if row[2] != "rule"]
        if len(view.legal) > 1 and len(searched) > 1:
            player = FrozenStrong(r["seed"], options, ms=1e9)
            rated = [[str(a), v, label] for a, v, label in player.evaluate(view)]
            if rated != searched:
                wrong.append((r["seed"], "hint", rated, searched))
    assert wrong == []


def test_the_comparison_notices_another_seed() -> None:
    changed = 0
    for r in [r for r in RECORDS if r["preset"] == "traditional"][:6]:
        state = position_state(r)
        view = state.view(state.current_player)
        rated = [[str(a), v, label] for a, v, label in
                 FrozenStrong(r["seed"] + 1, PRESETS["traditional"], ms=1e9).evaluate(view)]
        changed += rated != [row for row in r["hint"] if row[2] != "rule"]
    assert changed >= 3
