"""The choices a game was last started with (the settings' ``last_choices``), made fit to play.

The settings keep what the new-game dialog wrote, as it was written: a settings file of a
newer version may name a game, a level, a deck or an option value this version does not
have (a computer at ``master``, the game ``poker``, the deck ``klingon``, a start balance of
10¹²). Such a choice is left as it is on disk, for the version that wrote it; here the part
this version cannot use gives way to the default, and :attr:`LastChoice.unused` says what
gave way, so the table can tell the person (once) instead of falling back in silence or
refusing to start. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.ai import levels
from cardtable.art import DECK_STYLES
from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameInfo
from cardtable.games import LISTED, get_game
from cardtable.seats import SeatConfig, seats_from_list

FALLBACK_GAME = "schnapsen"


@dataclass(frozen=True)
class LastChoice:
    """A game's last choices, every part of them fit for this version."""

    info: GameInfo[Any]
    options: Any
    seats: list[SeatConfig] | None  # None: the game's default seats
    deck: str | None  # None: the game's own deck
    unused: tuple[str, ...]  # what of the saved choices gave way to a default, in words


def last_choice(choices: Any, game_id: Any) -> LastChoice:
    """The last choices of ``game_id`` in ``choices`` (the settings' ``last_choices``); a
    game this version cannot play is :data:`FALLBACK_GAME`'s."""
    unused: list[str] = []
    entry = LISTED.get(game_id) if isinstance(game_id, str) else None
    if entry is None or not entry.playable:
        unused.append(f"the game {str(game_id)[:40]!r} (not in this version)")
        game_id = FALLBACK_GAME
    info = get_game(game_id)
    last = choices.get(info.id) if isinstance(choices, dict) else None
    last = last if isinstance(last, dict) else {}
    try:
        options = info.options_from_dict(last.get("options") or {})
    except CardtableError as exc:
        unused.append(f"the options of {info.name} ({exc})")
        options = info.default_options()
    seats = _seats(info, options, last.get("seats"), unused)
    deck = last.get("deck")
    if deck is not None and deck not in DECK_STYLES:
        unused.append(f"the deck {str(deck)[:30]!r} of {info.name}")
        deck = None
    return LastChoice(info, options, seats, deck, tuple(unused))


def _seats(info: GameInfo[Any], options: Any, data: Any,
           unused: list[str]) -> list[SeatConfig] | None:
    if data is None:
        return None
    try:
        seats = seats_from_list(data)
    except CardtableError as exc:
        unused.append(f"the players of {info.name} ({exc})")
        return None
    if len(seats) not in info.seat_counts(options):
        unused.append(f"the players of {info.name} ({len(seats)} seats)")
        return None
    offered = levels(info.id)
    strange = sorted({s.level for s in seats if not s.human and s.level not in offered})
    if strange:
        unused.append(f"the players of {info.name} (a computer at level "
                      f"{', '.join(strange)}, which this version does not offer)")
        return None
    return seats
