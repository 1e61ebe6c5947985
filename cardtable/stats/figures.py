"""What the statistics make of a game's results: the people's outcome, the computers' level,
what matches are won in, and figures a game adds (Spades bags, by the game's own scoring)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.session import SeatConfig

WON, LOST, TIE, PEOPLE, NONE = "won", "lost", "tie", "people", "none"
MIXED, NO_COMPUTER = "mixed", "people"


def people_outcome(humans: Iterable[int], winners: Iterable[int]) -> str:
    """The outcome of a deal, Bummerl or match for the people at the table.

    >>> people_outcome([0], [0]), people_outcome([0], [1]), people_outcome([0], [])
    ('won', 'lost', 'tie')
    >>> people_outcome([0, 2], [0, 2]), people_outcome([0, 1], [0]), people_outcome([], [1])
    ('won', 'people', 'none')
    """
    people, won = set(humans), set(winners)
    if not people:
        return NONE
    if not won:
        return TIE
    if people <= won:
        return WON
    if not people & won:
        return LOST
    return PEOPLE


def opponent_level(seats: Sequence[SeatConfig]) -> str:
    """The computers' level at this table: theirs if they share one, else "mixed"; "people"
    if no computer plays."""
    levels = {s.level for s in seats if not s.human}
    if not levels:
        return NO_COMPUTER
    return levels.pop() if len(levels) == 1 else MIXED


def _spades_bags(options: Any, num_seats: int, details: dict[str, Any]) -> list[int] | None:
    """Each seat's side's bags this hand, by the game's own scoring (``score_side`` with a bag
    counter that starts at 0 and never reaches its limit: what it returns is the hand's bags)."""
    from cardtable.games.spades import score_side, sides_of

    try:
        bids, blind, won = details["bids"], details["blind"], details["won"]
        counting = dataclasses.replace(options, bags_penalty=True, bag_limit=1 << 30)
        bags = [0] * num_seats
        for members in sides_of(options, num_seats):
            _, hand_bags = score_side(counting, members, bids, blind, won, 0)
            for seat in members:
                bags[seat] = hand_bags
        return bags
    except (KeyError, IndexError, TypeError, ValueError):
        return None  # figures of another shape (a future version): no bags, the rest is kept


_BAGS: dict[str, Callable[[Any, int, dict[str, Any]], list[int] | None]] = {
    "spades": _spades_bags}


def options_of(game: str, data: dict[str, Any] | None, preset: str) -> Any:
    """The options of a deal (from its record, or the preset's), or None if unknown."""
    from cardtable.games import get_game

    try:
        info = get_game(game)
        if data is not None:
            return info.options_from_dict(data)
        return info.presets.get(preset)
    except Exception:  # noqa: BLE001 - a game or option this version does not know
        return None


def bags_of(game: str, options: Any, num_seats: int, details: dict[str, Any]
            ) -> list[int] | None:
    """Bags per seat for a game that has them (Spades), else None."""
    bags = _BAGS.get(game)
    if bags is None or options is None:
        return None
    return bags(options, num_seats, details)


def unit_of(game: str) -> str:
    """What matches of ``game`` are won in, for the statistics: "bummerl", "match" or
    "session" (a chip game)."""
    from cardtable.engine.match import ChipMatch
    from cardtable.games import get_game
    from cardtable.session import PlayedInBummerl

    try:
        info = get_game(game)
        if issubclass(info.match_type, ChipMatch):
            return "session"
        match = info.match_type(info, info.default_options(), info.default_seats, 1, 0)
    except Exception:  # noqa: BLE001 - a game this version does not have
        return "match"
    return "bummerl" if isinstance(match, PlayedInBummerl) else "match"
