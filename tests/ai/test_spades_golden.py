"""The Spades players decide exactly as recorded in ``spades_golden.json``.

The record was made from the code before the rules core and the one sampler replaced the
search's own play model and samplers (``tests/ai/spades_golden.py`` tells how): the same
decisions at every level and the same hint values on a few hundred positions prove that the
strength measured then (``benchmarks/ai_strength.py``) still holds.

One thing is known to differ, on purpose. The old sampler knew a seat's voids only from its
not following suit; the game's sampler respects every void a view shows, also a hand of
nothing but spades shown by leading a spade where only such a hand may (``only_when_forced``,
the openspiel preset; or spades unbroken). Where a position shows such a void the worlds differ,
and so do the hint's values; the level's choices happen to be the same in the three recorded
positions of that kind, and are asserted.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable.games.spades import FOLLOWS
from tests.ai.spades_golden import FILE, LAYOUTS, decisions, position_state

RECORDS: list[dict[str, Any]] = json.loads(FILE.read_text())
SHARPER_VOIDS = {233, 234, 256}  # the positions where the view shows more than not following


def _voids_from_not_following(view: Any) -> list[int]:
    """The voids the players knew before the rules core: suits a seat did not follow."""
    voids = [0] * view.num_seats
    led, k = 0, 0
    for e in view.events:
        if e.kind == "play":
            c = e.cards[0]
            if k == 0:
                led = FOLLOWS[c]
            elif not (1 << c) & led:
                voids[e.seat] |= led
            k = (k + 1) % view.num_seats
    return voids


def test_the_record_covers_every_layout_bids_and_plays() -> None:
    assert {r["layout"] for r in RECORDS} == set(LAYOUTS)
    phases = {(r["layout"], getattr(position_state(r).view(0), "phase", "")) for r in RECORDS}
    for layout in LAYOUTS:
        assert {(layout, "bid"), (layout, "play")} <= phases
    looks = [r for r in RECORDS if r["decisions"]["strong"] == "look"]
    assert looks, "a seat that may bid blind nil must be among the positions"


def test_the_positions_with_sharper_voids_are_those_listed() -> None:
    sharper = set()
    for i, record in enumerate(RECORDS):
        state = position_state(record)
        view = state.view(state.current_player)
        if list(view.voids) != _voids_from_not_following(view):
            sharper.add(i)
    assert sharper == SHARPER_VOIDS


@pytest.mark.slow
@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_every_level_and_the_hint_decide_as_recorded(layout: str) -> None:
    differ = []
    for i, record in enumerate(RECORDS):
        if record["layout"] != layout:
            continue
        now, then = decisions(record), record["decisions"]
        if i in SHARPER_VOIDS:  # the choices, and the actions the hint rates
            now["hint"] = [a for a, _, _ in now["hint"]]
            then = then | {"hint": [a for a, _, _ in then["hint"]]}
        if now != then:
            changed = sorted(k for k in now if now[k] != then[k])
            differ.append(f"#{i} ({len(record['actions'])} actions): {', '.join(changed)}")
    assert differ == []


def test_a_seat_that_has_not_looked_gets_a_hint_for_every_action() -> None:
    # Before the rules core such a hint raised (the bid play-outs ran the seat with no cards).
    from cardtable.ai import hint
    from cardtable.engine.action import Action

    record = next(r for r in RECORDS if r["decisions"]["strong"] == "look")
    state = position_state(record)
    view = state.view(state.current_player)
    assert Action("look") in view.legal
    rated = hint("spades", view, 1, LAYOUTS[record["layout"]][0])
    assert {a for a, _, _ in rated} == set(view.legal)
    assert len({v for _, v, label in rated if label != "rule"}) > 1
