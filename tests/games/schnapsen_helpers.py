"""Shared helpers of the Schnapsen tests: deals from the vectors' deck lines, seats F and D."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.cards import format_cards, parse_card, parse_cards
from cardtable.games.schnapsen import PRESETS, Options, SchnapsenState

D, F = 0, 1  # every vector is dealt with seat 0 as dealer, so seat 1 is the forehand


def deal(deck: str, options: Options | None = None, **changes: Any) -> SchnapsenState:
    opts = replace(options or Options(), **changes)
    return SchnapsenState(opts, D, parse_cards(deck))


def preset(name: str, **changes: Any) -> Options:
    return replace(PRESETS[name], **changes)


def legal(state: SchnapsenState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def hand(state: SchnapsenState, seat: int) -> str:
    return format_cards(state.hands[seat])


def cards(text: str) -> str:
    """The vector's card list in our canonical (sorted) order, to compare with ``hand``."""
    return format_cards(sum(1 << c for c in parse_cards(text)))


def trick(state: SchnapsenState, lead: str, follow: str, follower_legal: str | None = None,
          winner: int | None = None, points: int | None = None) -> None:
    """Play one trick, checking the follower's legal set, the winner and the trick's value."""
    leader = state.current_player
    state.apply(lead)
    if follower_legal is not None:
        assert legal(state) == set(follower_legal.split()), (lead, legal(state))
    before = state.points[:]
    state.apply(follow)
    if winner is not None:
        assert state.last_winner == winner, f"{lead}-{follow} won by {state.last_winner}"
    if points is not None:
        w = state.last_winner
        assert state.points[w] - before[w] == points, (lead, follow)
    assert leader in (0, 1)


def scores(state: SchnapsenState) -> tuple[int, int]:
    """(F, D) scores as the vectors write them."""
    return state.score(F), state.score(D)


def card_of(text: str) -> int:
    return parse_card(text)
