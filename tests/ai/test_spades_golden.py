"""The Spades players decide exactly as recorded in ``spades_golden.json``.

The record was made from the code before the rules core and the one sampler replaced the
search's own play model and samplers (``tests/ai/spades_golden.py`` tells how): the same
decisions at every level and the same hint values on a few hundred positions prove that the
strength measured then (``benchmarks/ai_strength.py``) still holds.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.ai.spades_golden import FILE, LAYOUTS, decisions, position_state

RECORDS: list[dict[str, Any]] = json.loads(FILE.read_text())


def test_the_record_covers_every_layout_bids_and_plays() -> None:
    assert {r["layout"] for r in RECORDS} == set(LAYOUTS)
    phases = {(r["layout"], getattr(position_state(r).view(0), "phase", "")) for r in RECORDS}
    for layout in LAYOUTS:
        assert {(layout, "bid"), (layout, "play")} <= phases
    looks = [r for r in RECORDS if r["decisions"]["strong"] == "look"]
    assert looks, "a seat that may bid blind nil must be among the positions"


@pytest.mark.slow
@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_every_level_and_the_hint_decide_as_recorded(layout: str) -> None:
    differ = []
    for i, record in enumerate(RECORDS):
        if record["layout"] != layout:
            continue
        now = decisions(record)
        if now != record["decisions"]:
            changed = sorted(k for k in now if now[k] != record["decisions"][k])
            differ.append(f"#{i} ({len(record['actions'])} actions): {', '.join(changed)}")
    assert differ == []
