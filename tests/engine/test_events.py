from __future__ import annotations

from dataclasses import FrozenInstanceError, replace

import pytest

from cardtable.cards import HIDDEN
from cardtable.engine.chips import ChipMove
from cardtable.engine.events import CARDS, TARGET, TEXT, VALUE, Event, make_event


def test_make_event_equals_the_constructor() -> None:
    args = ("trick", 2, (5, 17), 14, 1, "won", True)
    fast, slow = make_event(*args), Event(*args)
    assert fast == slow and hash(fast) == hash(slow) and str(fast) == str(slow)
    assert make_event("play", 1, (3,)) == Event("play", 1, (3,))
    moves = (ChipMove(0, "pot", 2), ChipMove("pot", 1, 2))
    assert make_event("bet", 0, value=2, chips=moves) == Event("bet", 0, value=2, chips=moves)


def test_made_events_stay_frozen() -> None:
    with pytest.raises(FrozenInstanceError):
        make_event("play", 0, (1,)).seat = 1  # type: ignore[misc]


def test_private_events_hide_their_cards_from_other_seats() -> None:
    drawn = Event("draw", 0, (12,), private=True)
    assert drawn.for_seat(0).cards == (12,)
    assert drawn.for_seat(1).cards == (HIDDEN,)
    assert drawn.for_seat(-1).cards == (HIDDEN,)
    assert Event("play", 0, (12,)).for_seat(1).cards == (12,)


@pytest.mark.parametrize("secret", [CARDS, VALUE, TARGET, TEXT, CARDS | VALUE | TARGET | TEXT])
def test_a_masked_copy_equals_replace(secret: int) -> None:
    moves = (ChipMove(0, "pot", 3),)
    e = Event("bet", 0, (4, 9), 12, 2, "raise", True, secret, 0b10, moves)
    masked = e.for_seat(2)
    assert masked == replace(
        e, cards=(HIDDEN, HIDDEN) if secret & CARDS else e.cards,
        value=0 if secret & VALUE else 12, target=-1 if secret & TARGET else 2,
        text="" if secret & TEXT else "raise", masked=True)
    assert e.for_seat(1) is e and masked.chips == moves
    with pytest.raises(FrozenInstanceError):
        masked.seat = 1  # type: ignore[misc]
