"""The games, one module each; this is the one list of them.

A game is registered here once, by its module's ``GAME`` (a
:class:`~cardtable.engine.registry.GameInfo`); its computer players and its table adapter
are named in that ``GameInfo`` and found from it. Records and saved matches find their game
with :func:`get_game`; the "new game" dialog lists :func:`all_games`.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.errors import RecordError
from cardtable.engine.match import Match
from cardtable.engine.record import DealRecord, load_json
from cardtable.engine.registry import GameInfo
from cardtable.engine.state import GameState
from cardtable.games import poch, schnapsen, spades, tippen, wallachen

GAMES: dict[str, GameInfo[Any]] = {g.id: g for g in (schnapsen.GAME, spades.GAME, tippen.GAME,
                                                      wallachen.GAME, poch.GAME)}


def get_game(game_id: str) -> GameInfo[Any]:
    """The game of that id; RecordError if there is no such game."""
    info = GAMES.get(game_id) if isinstance(game_id, str) else None
    if info is None:
        raise RecordError(f"unknown game {str(game_id)[:40]!r}; known: {', '.join(GAMES)}")
    return info


def all_games() -> list[GameInfo[Any]]:
    """Every game this version knows, in menu order (with those whose table is not built
    yet: their rules, records and computer players work headless)."""
    return list(GAMES.values())


def playable_games() -> list[GameInfo[Any]]:
    """The games a person can play at the table: those with a table adapter."""
    return [g for g in GAMES.values() if g.table]


def replay(record: DealRecord, upto: int | None = None) -> GameState[Any]:
    """The state a deal record describes (its first ``upto`` actions); RecordError if it
    cannot be read or does not replay."""
    return record.replay(get_game(record.game), upto)


def load_match(text: str | bytes) -> Match[Any]:
    """A saved match, replayed; RecordError (only) on anything damaged."""
    return Match.from_json(text, get_game)


def match_from_dict(data: Any) -> Match[Any]:
    return Match.from_dict(data, get_game)


def load_record(text: str | bytes) -> DealRecord:
    return DealRecord.from_dict(load_json(text, "record"))


__all__ = [
    "GAMES",
    "all_games",
    "get_game",
    "load_match",
    "load_record",
    "match_from_dict",
    "playable_games",
    "replay",
]
