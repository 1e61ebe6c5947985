"""The games, one module each; this is the one list of them.

A game is listed here once, by its :class:`~cardtable.engine.registry.GameAbout`: its id,
name, a line on what it is, its module and its table adapter. That is all the start screen
and the command line read, so listing the games imports none of them; a game's module (its
rules, and through its ``GameInfo`` its computer players and table) is imported when the game
is first asked for by :func:`get_game`: when it is played, its record read, or a window that
shows its rules or options opens. Records and saved matches find their game with
:func:`get_game`; the "new game" dialog lists :func:`playable_games`.
"""

from __future__ import annotations

import importlib
from typing import Any

from cardtable.engine.errors import RecordError
from cardtable.engine.match import Match
from cardtable.engine.record import DealRecord, load_json
from cardtable.engine.registry import GameAbout, GameInfo
from cardtable.engine.state import GameState

# In menu order.
LISTED: dict[str, GameAbout] = {a.id: a for a in (
    GameAbout("schnapsen", "Schnapsen",
              "Austrian Sixty-six for two: marriages, trump exchange, closing the talon, "
              "first to 66; Bummerl to 7.",
              "cardtable.games.schnapsen", "cardtable.ui.games.schnapsen:SchnapsenAdapter"),
    GameAbout("spades", "Spades",
              "Bid the tricks you will take; spades are always trump, the jokers top them.",
              "cardtable.games.spades", "cardtable.ui.games.spades:SpadesAdapter"),
    GameAbout("tippen", "Tippen",
              "Three cards around one pot: each trick takes a third of it, and a player "
              "who plays and takes none pays the bête.",
              "cardtable.games.tippen", "cardtable.ui.games.tippen:TippenAdapter"),
    GameAbout("wallachen", "Wallachen",
              "Three players: double with the Doppler, bid for the Start, then play alone "
              "against two for Six to Nine tricks, Bettel or Mord.",
              "cardtable.games.wallachen", "cardtable.ui.games.wallachen:WallachenAdapter"),
    GameAbout("poch", "Poch",
              "Claim the board's compartments, bet on your best set, then shed your cards "
              "in rising chains.",
              "cardtable.games.poch", "cardtable.ui.games.poch:PochAdapter"),
)}


def about(game_id: str) -> GameAbout:
    """The listing of that game (for its module's ``GameInfo``); RecordError if none."""
    entry = LISTED.get(game_id) if isinstance(game_id, str) else None
    if entry is None:
        raise RecordError(f"unknown game {str(game_id)[:40]!r}; known: {', '.join(LISTED)}")
    return entry


def get_game(game_id: str) -> GameInfo[Any]:
    """The game of that id, its module imported on first use; RecordError if there is no
    such game."""
    return game_of(about(game_id))


def game_of(entry: GameAbout) -> GameInfo[Any]:
    """The game a listing describes, its module imported on first use."""
    info: GameInfo[Any] = importlib.import_module(entry.module).GAME
    return info


def listed_games() -> list[GameAbout]:
    """Every game this version knows, in menu order, without importing any of them."""
    return list(LISTED.values())


def all_games() -> list[GameInfo[Any]]:
    """Every game this version knows, in menu order (with those whose table is not built
    yet: their rules, records and computer players work headless). Imports them all."""
    return [get_game(g) for g in LISTED]


def playable_games() -> list[GameInfo[Any]]:
    """The games a person can play at the table: those with a table adapter."""
    return [game_of(g) for g in LISTED.values() if g.playable]


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
    "LISTED",
    "about",
    "all_games",
    "game_of",
    "get_game",
    "listed_games",
    "load_match",
    "load_record",
    "match_from_dict",
    "playable_games",
    "replay",
]
