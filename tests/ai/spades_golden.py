"""Golden decisions of the Spades computer players, recorded so that a change of the code that
should not change how they play (a new rules core, a new sampler) is proved not to.

Run ``python -m tests.ai.spades_golden`` to regenerate ``spades_golden.json``, only when a
change is *meant* to alter decisions (and then measure the levels again with
``benchmarks/ai_strength.py``); ``python -m tests.ai.spades_golden --rerecord 3,7`` records
again only the positions named, keeping what they recorded before as
``decisions_before_core``. ``tests/ai/test_spades_golden.py`` replays every position and
asserts that every level chooses the recorded action and that the hint gives the recorded
value of every action.

Positions come from seeded deals of five layouts: the presets seed, classic_partnership (with
carried scores, so that blind nil and bags come up) and openspiel with four players, seed
rules with two players (the draw) and six players in pairs with nil. In each deal the bids
are the baseline's estimate give or take one, the cards random legal ones; one position is
kept at a random bid and one or two at random card plays (a real choice: two legal actions
or more). A position is stored as its deal (pack, dealer, carry) and the actions leading to
it, so it replays through any version of the engine.

The players' wall-clock safety cap is lifted while recording and testing (their work budget
stays), so a decision depends only on the seed and the view, whatever the machine's load.
"""

from __future__ import annotations

import dataclasses
import json
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from cardtable.ai import hint, make_player
from cardtable.cards import card_str, parse_cards
from cardtable.engine.action import Action
from cardtable.engine.state import GameState
from cardtable.games.spades import FOLLOWS, GAME, PRESETS, Options, SpadesCarry, sides_of

FILE = Path(__file__).with_name("spades_golden.json")
LEVELS = ("easy", "normal", "strong")

# name: (options, seats, deals)
LAYOUTS: dict[str, tuple[Options, int, int]] = {
    "seed": (PRESETS["seed"], 4, 45),
    "classic_partnership": (PRESETS["classic_partnership"], 4, 35),
    "openspiel": (PRESETS["openspiel"], 4, 35),
    "seed/2p": (PRESETS["seed"], 2, 18),
    "pairs_nil/6p": (Options(partnerships="pairs", nil=True), 6, 18),
}


@contextmanager
def unclocked() -> Iterator[None]:
    """The levels' budgets without their wall-clock cap, for as long as the block runs."""
    from cardtable.ai import spades as ai

    saved = dict(ai.LEVEL_SETTINGS)
    for name, level in saved.items():
        ai.LEVEL_SETTINGS[name] = dataclasses.replace(
            level, budget=dataclasses.replace(level.budget, ms=1e9))
    try:
        yield
    finally:
        ai.LEVEL_SETTINGS.update(saved)


def _carry(layout: str, seed: int, sides: int) -> dict[str, list[int]]:
    """Scores carried into the hand: in classic partnership one side is often far behind (blind
    nil) and bags are near the limit."""
    if layout != "classic_partnership":
        return {"scores": [], "bags": []}
    rng = random.Random(seed * 31 + 7)
    scores = [rng.choice((0, 40, 120, 250, 330)) for _ in range(sides)]
    return {"scores": scores, "bags": [rng.randrange(10) for _ in range(sides)]}


def position_state(record: dict[str, Any]) -> GameState[Any]:
    options, seats, _ = LAYOUTS[record["layout"]]
    carry = record["carry"]
    state = GAME.deal(options, seats, record["dealer"], parse_cards(record["deck"]),
                      SpadesCarry(scores=tuple(carry["scores"]), bags=tuple(carry["bags"])))
    for text in record["actions"]:
        state.apply(text)
    return state


def _bid_near_estimate(view: Any, options: Options, rng: random.Random) -> Action:
    from cardtable.ai.spades import baseline_bid

    bid = baseline_bid(view, options.jokers)
    near = [a for a in view.legal if a.kind == "bid" and a.n is not None and bid.n is not None
            and abs(a.n - bid.n) <= 1]
    return rng.choice(near) if near and bid.kind == "bid" else bid


def positions() -> list[dict[str, Any]]:
    """The positions of every layout (deals and actions; no decisions yet)."""
    found: list[dict[str, Any]] = []
    for layout, (options, seats, deals) in LAYOUTS.items():
        for seed in range(deals):
            rng = random.Random(seed)
            carry = _carry(layout, seed, len(sides_of(options, seats)))
            dealer = seed % seats
            deck = GAME.new_deal(options, seats, dealer, seed).deck
            state = GAME.deal(options, seats, dealer, deck,
                              SpadesCarry(scores=tuple(carry["scores"]),
                                          bags=tuple(carry["bags"])))
            actions: list[str] = []
            wanted = {"bid": 1, "play": rng.choice((1, 2))}
            while not state.is_over:
                view = state.view(state.current_player)
                phase = view.phase
                if (phase in wanted and wanted[phase] and len(view.legal) > 1
                        and rng.random() < (0.3 if phase == "bid" else 0.08)):
                    wanted[phase] -= 1
                    found.append({"layout": layout, "dealer": dealer,
                                  "deck": " ".join(card_str(c) for c in deck), "carry": carry,
                                  "actions": list(actions), "seed": 7 + len(found)})
                if phase == "bid" and any(a.kind == "bid" for a in view.legal):
                    action = _bid_near_estimate(view, options, rng)
                else:
                    action = rng.choice(view.legal)
                state.apply(action)
                actions.append(str(action))
    return found


def voids_from_not_following(view: Any) -> tuple[int, ...]:
    """The voids the players knew before the rules core: the suits a seat did not follow
    (not the hand of spades only that a spade lead can show)."""
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
    return tuple(voids)


def decisions(record: dict[str, Any], old_voids: bool = False) -> dict[str, Any]:
    """Every level's choice and the hint's rating at a position (with the clock lifted).

    ``old_voids``: the players are shown only the voids known before the rules core
    (:func:`voids_from_not_following`).
    """
    state = position_state(record)
    seat = state.current_player
    view: Any = state.view(seat)
    if old_voids:
        view = dataclasses.replace(view, voids=voids_from_not_following(view))
    options = LAYOUTS[record["layout"]][0]
    out: dict[str, Any] = {}
    with unclocked():
        for level in LEVELS:
            out[level] = str(make_player("spades", level, record["seed"], options).choose(view))
        # Before the rules core a hint for a seat that had not looked at its cards raised
        # (the bid play-outs ran the seat with no cards); nothing to compare there.
        out["hint"] = None if Action("look") in view.legal else [
            [str(a), value, label]
            for a, value, label in hint("spades", view, record["seed"], options)]
    return out


def rerecord(indices: list[int]) -> None:
    """Record the decisions at the positions ``indices`` again, keeping the first record."""
    records = json.loads(FILE.read_text())
    for i in indices:
        record = records[i]
        record.setdefault("decisions_before_core", record["decisions"])
        record["decisions"] = decisions(record)
    FILE.write_text(json.dumps(records, indent=0) + "\n")
    print(f"positions {indices} recorded again in {FILE}")


def main() -> None:
    if sys.argv[1:2] == ["--rerecord"]:
        rerecord([int(i) for i in sys.argv[2].split(",")])
        return
    records = positions()
    for i, record in enumerate(records):
        record["decisions"] = decisions(record)
        print(f"{i + 1}/{len(records)} {record['layout']}", file=sys.stderr, flush=True)
    FILE.write_text(json.dumps(records, indent=0) + "\n")
    print(f"{len(records)} positions written to {FILE}")


if __name__ == "__main__":
    main()
