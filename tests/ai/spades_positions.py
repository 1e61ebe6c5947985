"""Recorded Spades positions where a partner blunder is possible, and how they were found.

Run ``python -m tests.ai.spades_positions`` to regenerate ``spades_positions.json``: seeded
partnership hands are played by random legal moves (bids: nil now and then), and a position is
kept when the seat on turn has a partner winning the trick and holds both a card that beats the
partner and one that does not. Kinds:

* ``overtrump``: the seat cannot follow suit and could trump over the partner's winning card;
* ``overtake``: the seat could beat the partner's winning card in the suit led;
* ``nil_cover``: the partner bid nil, has won no trick and is winning this one: the seat must
  beat the partner's card (leaving it would break the nil).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from cardtable.cards import card_str
from cardtable.engine.carry import Carry
from cardtable.games.spades import GAME, PRESETS, SPADE_SUIT, SpadesState

FILE = Path(__file__).with_name("spades_positions.json")


def beats(c: int, best: int, led_mask: int) -> bool:
    cs, bs = bool((1 << c) & SPADE_SUIT), bool((1 << best) & SPADE_SUIT)
    if cs != bs:
        return cs
    return bool((1 << c) & led_mask) and c > best if not cs else c > best


def position_state(record: dict[str, Any]) -> SpadesState:
    state = GAME.deal(PRESETS[record["preset"]], 4, record["dealer"],
                      [GAME_CARD(t) for t in record["deck"].split()], Carry())
    for text in record["actions"]:
        state.apply(text)
    assert isinstance(state, SpadesState)
    return state


def GAME_CARD(text: str) -> int:
    from cardtable.cards import parse_card

    return parse_card(text)


def classify(state: SpadesState) -> str | None:
    """The kind of blunder possible for the seat on turn, or None."""
    if state.phase != 3 or not state.trick:
        return None
    seat = state.current_player
    n = state.num_seats
    partner = (seat + 2) % n
    mask = state.core.trick_cards()
    best = ((mask & SPADE_SUIT) or (mask & state.core.led)).bit_length() - 1
    winner = (state.leader + state.trick.index(best)) % n
    if winner != partner:
        return None
    cards = [a.card for a in state.legal_actions() if a.card is not None]
    over = [c for c in cards if beats(c, best, state.core.led)]
    under = [c for c in cards if c not in over]
    if not over or not under:
        return None
    if state.bids[partner] == 0 and state.won[partner] == 0:
        return "nil_cover"
    return "overtake" if state.hands[seat] & state.core.led else "overtrump"


def generate(per_kind: int = 14) -> list[dict[str, Any]]:
    found: dict[str, list[dict[str, Any]]] = {"overtrump": [], "overtake": [], "nil_cover": []}
    for seed in range(5000):
        preset = ("openspiel", "classic_partnership")[seed % 2]
        rng = random.Random(seed)
        state = GAME.new_deal(PRESETS[preset], 4, seed % 4, seed)
        while not state.is_over:
            kind = classify(state)
            if kind and len(found[kind]) < per_kind and rng.random() < 0.3:
                found[kind].append({"preset": preset, "dealer": state.dealer,
                                    "deck": " ".join(card_str(c) for c in state.deck),
                                    "actions": [str(a) for a in state.history], "kind": kind})
                break
            legal = state.legal_actions()
            bids = [a for a in legal if a.kind == "bid"]
            if bids:
                nil = [a for a in bids if a.n == 0]
                action = nil[0] if nil and rng.random() < 0.35 else rng.choice(
                    [a for a in bids if a.n and a.n <= 5] or bids)
            elif any(a.kind == "look" for a in legal):
                action = next(a for a in legal if a.kind == "look")
            else:
                action = rng.choice(legal)
            state.apply(action)
        if all(len(v) >= per_kind for v in found.values()):
            break
    return [r for v in found.values() for r in v]


if __name__ == "__main__":
    records = generate()
    FILE.write_text(json.dumps(records, indent=1) + "\n")
    print(f"{len(records)} positions written to {FILE}")
