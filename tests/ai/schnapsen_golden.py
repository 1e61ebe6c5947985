"""Golden Schnapsen decisions: what every level chooses, and the hints, on recorded positions.

Run ``python -m tests.ai.schnapsen_golden`` to regenerate ``schnapsen_golden.json``. It was
first written by the code of commit 5cb29c7 (the AI on its own lean model of the rules),
before the AI moved onto the game's rules core and its one sampler: the test
``test_schnapsen_golden.py`` asserts that the code of today reproduces every decision and every
hint value exactly, which proves that the strength figures measured then still hold (the
same decisions on the same deals give the same results).

Positions come from seeded random deals under the presets traditional, sixty_six and
vu_compat: a position is kept, now and then, where the seat on turn has a real choice. Each is
stored as a deal record (dealer, pack, actions), so it replays whatever the code that found it.
For each position: the decisions of "easy", "normal" and "strong" (player seed = the position's
number) and the hint (:func:`cardtable.ai.hint`, same seed): every legal action with its
estimate and label. The searches run without their wall-clock cap (``ms``), which on a loaded
machine could cut a search short; their work budgets, which make them reproducible, stay.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from cardtable.ai import LEVELS, hint, make_player
from cardtable.cards import card_str, parse_cards
from cardtable.engine.carry import Carry
from cardtable.engine.state import GameState, View
from cardtable.games.schnapsen import GAME, PRESETS

FILE = Path(__file__).with_name("schnapsen_golden.json")
GOLDEN_PRESETS = ("traditional", "sixty_six", "vu_compat")


def find_positions(per_preset: int) -> list[dict[str, Any]]:
    """Positions with a real choice, reached by seeded random play."""
    import random

    found: list[dict[str, Any]] = []
    for preset in GOLDEN_PRESETS:
        options = PRESETS[preset]
        kept = 0
        for seed in range(10_000):
            rng = random.Random(seed)
            state = GAME.new_deal(options, 2, seed % 2, seed)
            while not state.is_over and kept < per_preset:
                legal = state.legal_actions()
                if len(legal) > 1 and rng.random() < 0.2:
                    found.append({"preset": preset, "dealer": state.dealer,
                                  "deck": " ".join(card_str(c) for c in state.deck),
                                  "actions": [str(a) for a in state.history]})
                    kept += 1
                state.apply(rng.choice(legal))
            if kept >= per_preset:
                break
    for i, record in enumerate(found):
        record["seed"] = i
    return found


def position_state(record: dict[str, Any]) -> GameState[Any]:
    state = GAME.deal(PRESETS[record["preset"]], 2, record["dealer"],
                      parse_cards(record["deck"]), Carry())
    for text in record["actions"]:
        state.apply(text)
    return state


@contextmanager
def unclocked() -> Iterator[None]:
    """The search levels without their wall-clock cap (the work budgets stay)."""
    from cardtable.ai import schnapsen as ai

    saved = dict(ai.LEVEL_BUDGETS)
    for level, budget in saved.items():
        ai.LEVEL_BUDGETS[level] = dataclasses.replace(budget, ms=1e9)
    try:
        yield
    finally:
        ai.LEVEL_BUDGETS.update(saved)


def decisions(record: dict[str, Any], view: View) -> dict[str, Any]:
    """What each level chooses and what the hint says, on one position."""
    options = PRESETS[record["preset"]]
    seed = record["seed"]
    with unclocked():
        out: dict[str, Any] = {level: str(make_player("schnapsen", level, seed, options)
                                          .choose(view)) for level in LEVELS}
        out["hint"] = [[str(a), value, label]
                       for a, value, label in hint("schnapsen", view, seed, options)]
    return out


def generate(per_preset: int = 80) -> list[dict[str, Any]]:
    records = find_positions(per_preset)
    for record in records:
        state = position_state(record)
        record.update(decisions(record, state.view(state.current_player)))
    return records


if __name__ == "__main__":
    import sys
    import time

    start = time.perf_counter()
    records = generate(int(sys.argv[1]) if len(sys.argv) > 1 else 80)
    FILE.write_text("[\n" + ",\n".join(json.dumps(r) for r in records) + "\n]\n")  # one a line
    print(f"{len(records)} positions written to {FILE} in {time.perf_counter() - start:.0f} s")
